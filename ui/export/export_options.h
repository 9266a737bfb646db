#pragma once
// What an export is asked for: formats, PNG scale and theme, parsed from the text a user typed
// (command line) with a message that says what is wrong and what is accepted.

#include <QString>
#include <optional>

namespace kvscope::ui {

struct FormatSet {
    bool png = false, svg = false, csv = false, json = false;
    bool any() const { return png || svg || csv || json; }
};

enum class ExportTheme { Current, Light, Dark };

inline constexpr int kMaxExportScale = 3;

// How a picture is framed (picture_frame.h): as on screen or on a 16:9 slide of 1920×1080,
// with or without a caption line (model · step · token).
struct ImageFraming {
    bool slide = false;
    bool caption = false;
};

// "png,svg,csv,json" in any order and case. nullopt with `error` set on an unknown or empty name.
std::optional<FormatSet> parseFormats(const QString& text, QString* error);
// 1, 2 or 3 (PNG pixels per view pixel).
std::optional<int> parseScale(const QString& text, QString* error);
// "light" or "dark".
std::optional<ExportTheme> parseTheme(const QString& text, QString* error);

}  // namespace kvscope::ui
