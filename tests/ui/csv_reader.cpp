#include "csv_reader.h"

CsvReader::CsvReader(const QString& path) : file_(path) { file_.open(QIODevice::ReadOnly); }

bool CsvReader::fill() {
    buffer_ = file_.read(1 << 20);
    at_ = 0;
    return !buffer_.isEmpty();
}

bool CsvReader::next(QList<QByteArray>& fields) {
    fields.clear();
    if (!error_.isEmpty() || (at_ >= buffer_.size() && !fill())) return false;
    QByteArray field;
    bool quoted = false, afterQuote = false;
    for (;;) {
        if (at_ >= buffer_.size() && !fill()) {
            if (quoted) {
                error_ = QString("record %1: a quoted field runs to the end of the file").arg(records_ + 1);
                return false;
            }
            break;  // the last record without a final newline
        }
        if (!quoted && !afterQuote) {
            // the plain run up to the next comma, newline or quote in one append: most cells
            qsizetype end = at_;
            const char* data = buffer_.constData();
            while (end < buffer_.size() && data[end] != ',' && data[end] != '\n' && data[end] != '"' && data[end] != '\r')
                ++end;
            if (end > at_) {
                field.append(data + at_, end - at_);
                at_ = end;
                continue;
            }
        }
        const char c = buffer_[at_++];
        if (quoted) {
            if (c != '"') {
                field += c;
            } else if (at_ >= buffer_.size() && !fill()) {
                quoted = false;  // a closing quote at the very end
                afterQuote = true;
            } else if (buffer_[at_] == '"') {
                field += '"';  // "" inside quotes is one quote
                ++at_;
            } else {
                quoted = false;
                afterQuote = true;
            }
            continue;
        }
        if (c == ',') {
            fields << field;
            field.clear();
            afterQuote = false;
        } else if (c == '\n') {
            break;
        } else if (c == '"' && field.isEmpty() && !afterQuote) {
            quoted = true;
        } else if (afterQuote || c == '"' || c == '\r') {
            error_ = QString("record %1: stray '%2' in field %3").arg(records_ + 1).arg(c).arg(fields.size() + 1);
            return false;
        } else {
            field += c;
        }
    }
    fields << field;
    ++records_;
    return true;
}
