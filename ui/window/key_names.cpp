#include "ui/window/key_names.h"

namespace kvscope::ui {

QString keyName(const QKeySequence& keys) {
    return keys.toString(QKeySequence::NativeText);
}

}  // namespace kvscope::ui
