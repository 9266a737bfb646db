#pragma once
// Reads RFC 4180 CSV — what ui/export/data_tables.h writes — one record at a time, without
// holding the file: the timeline tables of a 1,000-token run are hundreds of megabytes.

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QString>

class CsvReader {
public:
    explicit CsvReader(const QString& path);

    bool isOpen() const { return file_.isOpen(); }
    // The next record's fields (UTF-8, quotes removed); false at the end of the file or on a
    // malformed record (then error() says why).
    bool next(QList<QByteArray>& fields);
    const QString& error() const { return error_; }
    qint64 records() const { return records_; }  // read so far, the header included

private:
    bool fill();  // more bytes into buffer_; false at the end of the file

    QFile file_;
    QByteArray buffer_;
    qsizetype at_ = 0;
    qint64 records_ = 0;
    QString error_;
};
