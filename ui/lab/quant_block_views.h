#pragma once
// What Lab › Quantized weights shows, as display data (the window never calls the core): the
// quantized tensors of a GGUF file, and one block of one of them taken apart
// (core/gguf/block_anatomy.h).

#include <QString>
#include <QStringList>
#include <QVector>

namespace kvscope::ui {

struct QuantTensorEntry {
    QString name;           // "blk.0.attn_q.weight"
    QString type;           // "Q4_K"
    QString dims;           // "[256, 256]", row length first as GGUF lists them
    qint64 rows = 0;
    qint64 blocksPerRow = 0;
};

struct QuantFileView {
    QString file;                      // the file's name
    QVector<QuantTensorEntry> tensors;  // its quantized tensors, in file order
    QString bitsSummary;               // "5.12 bits per weight: Q4_K 4.50 (…%), Q6_K 6.56 (…%), F32 32"
    QString problem;                   // why there is nothing to show (not GGUF, nothing quantized, broken)
};

struct QuantBlockView {
    QString tensor, type, formula, explanation;
    qint64 row = 0, rows = 0, block = 0, blocks = 0, firstWeight = 0;
    int elements = 0, bytes = 0;
    double bitsPerWeight = 0;
    QStringList scaleNames;
    QVector<double> scaleValues;
    QVector<int> stored, integer, subBlock;
    QVector<float> step, value;
};

}  // namespace kvscope::ui
