#pragma once
// Scalar type, Eigen aliases and the error type shared by the whole core.

#include <Eigen/Dense>
#include <cstdint>
#include <limits>
#include <memory>
#include <stdexcept>
#include <string>

#include "core/message.h"

namespace kvscope {

// Records and the toy are computed in double so the article's numbers come out exact
// (31/3 prints as 10.333…, not 10.333333015).
using Scalar = double;
using Matrix = Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using Vector = Eigen::Matrix<Scalar, Eigen::Dynamic, 1>;
using RowVector = Eigen::Matrix<Scalar, 1, Eigen::Dynamic>;

// Real models compute in float, as their checkpoints are stored; records widen to Scalar.
using MatrixF = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using RowVectorF = Eigen::Matrix<float, 1, Eigen::Dynamic>;

using TokenId = std::int32_t;

inline constexpr Scalar kNegInf = -std::numeric_limits<Scalar>::infinity();

// Every failure the core reports to a user (bad input, bad file, bad request).
// The message is written for the user: it names the thing and what is wrong with it. Built from
// a Message (msg("…", …)) it reaches the app in the user's language; what() is the English text
// (the CLI's), and a plain string is shown as it is everywhere (internal errors).
class Error : public std::runtime_error {
public:
    explicit Error(const std::string& text) : Error(Message::verbatim(text)) {}
    explicit Error(const char* text) : Error(Message::verbatim(text)) {}
    explicit Error(Message message)
        : std::runtime_error(message.english()),
          message_(std::make_shared<const Message>(std::move(message))) {}

    const Message& message() const { return *message_; }

private:
    std::shared_ptr<const Message> message_;  // shared: copying an exception must not throw
};

}  // namespace kvscope
