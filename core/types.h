#pragma once
// Scalar type, Eigen aliases and the error type shared by the whole core.

#include <Eigen/Dense>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string>

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
// The message is written for the user: it names the thing and what is wrong with it.
class Error : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

}  // namespace kvscope
