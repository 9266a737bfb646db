#include "ui/lab/quant_block_source.h"

#include <QObject>
#include <cmath>
#include <map>

#include "core/format.h"
#include "core/gguf/block_anatomy.h"
#include "core/gguf/gguf_file.h"
#include "core/gguf/gguf_types.h"
#include "core/model_registry.h"
#include "core/types.h"
#include "ui/session/core_message.h"

namespace kvscope::ui {

namespace {
QString number(double v, int digits) { return QString::fromStdString(formatNumber(v, digits)); }

// What the block is, in two sentences with its own numbers, in the interface's language (the
// core's BlockAnatomy::explanation says the same for the CLI).
QString blockExplanation(const BlockAnatomy& a) {
    QString what;
    const QString type = QString::fromStdString(a.type);
    if (type == "Q8_0") what = QObject::tr("one f16 scale d and 32 signed bytes");
    else if (type == "Q4_0") what = QObject::tr("one f16 scale d and 32 four-bit integers, each stored as q + 8");
    else if (type == "Q4_1") what = QObject::tr("an f16 scale d, an f16 minimum m and 32 four-bit integers");
    else if (type == "Q5_0") what = QObject::tr("one f16 scale d and 32 five-bit integers, each stored as q + 16");
    else if (type == "Q5_1") what = QObject::tr("an f16 scale d, an f16 minimum m and 32 five-bit integers");
    else if (type == "Q4_K" || type == "Q5_K")
        what = (type == "Q4_K" ? QObject::tr("8 sub-blocks of 32 four-bit integers, each sub-block with a 6-bit scale sc and "
                                             "a 6-bit minimum m, which two f16 numbers turn into floats (d = %1, dmin = %2)")
                               : QObject::tr("8 sub-blocks of 32 five-bit integers, each sub-block with a 6-bit scale sc and "
                                             "a 6-bit minimum m, which two f16 numbers turn into floats (d = %1, dmin = %2)"))
                   .arg(number(a.scales[0].value, 4), number(a.scales[1].value, 4));
    else
        what = QObject::tr("16 sub-blocks of 16 six-bit integers (stored as q + 32), each sub-block with a signed 8-bit "
                           "scale sc, and one f16 number d = %1")
                   .arg(number(a.scales[0].value, 4));
    QString text = QObject::tr("A %1 block stores %2 weights in %3 bytes, %4 bits each: %5; %6.")
                       .arg(type)
                       .arg(a.elements)
                       .arg(a.bytes)
                       .arg(number(a.bitsPerWeight, 3), what, QString::fromStdString(a.formula));
    const QString first = a.subBlock[0] != 0 || a.elements == 256
                              ? QObject::tr("Its first weight is stored as %1 in sub-block %2 and stands for %3: the "
                                            "quantizer rounds to the nearest step, so the weight it came from was within "
                                            "about ±%4 of that (half a step of %5).")
                                    .arg(a.stored[0])
                                    .arg(a.subBlock[0])
                                    .arg(number(a.value[0], 4), number(std::abs(a.step[0]) / 2, 3),
                                         number(std::abs(a.step[0]), 3))
                              : QObject::tr("Its first weight is stored as %1 and stands for %2: the quantizer rounds to "
                                            "the nearest step, so the weight it came from was within about ±%3 of that "
                                            "(half a step of %4).")
                                    .arg(a.stored[0])
                                    .arg(number(a.value[0], 4), number(std::abs(a.step[0]) / 2, 3),
                                         number(std::abs(a.step[0]), 3));
    return text + ' ' + first;
}
}  // namespace

QuantBlockSource::QuantBlockSource() = default;
QuantBlockSource::~QuantBlockSource() = default;

QuantFileView QuantBlockSource::open(const QString& path) {
    QuantFileView v;
    file_.reset();
    const std::filesystem::path p(path.toStdString());
    v.file = QString::fromStdString(p.filename().string());
    if (!isGgufFile(p)) {
        v.problem = QObject::tr("This model keeps its weights as plain numbers (f32 or f16). Open a GGUF file "
                                "(File › Open model file…) to see how quantized weights are stored.");
        return v;
    }
    try {
        file_ = std::make_unique<GgufFile>(p);
    } catch (const std::exception& e) {
        v.problem = errorText(e);
        return v;
    }
    std::map<std::string, std::pair<std::uint64_t, std::uint64_t>> byType;  // elements, bytes
    std::uint64_t elements = 0, bytes = 0;
    for (const GgufTensorInfo& t : file_->tensors()) {
        auto& [e, b] = byType[t.typeName()];
        e += t.elements();
        b += t.bytes;
        elements += t.elements();
        bytes += t.bytes;
        if (!canDescribeBlock(t.type) || t.dims.empty() || t.dims[0] == 0) continue;
        QuantTensorEntry entry;
        entry.name = QString::fromStdString(t.name);
        entry.type = QString::fromStdString(t.typeName());
        QStringList dims;
        for (std::uint64_t d : t.dims) dims << QString::number(d);
        entry.dims = "[" + dims.join(", ") + "]";
        entry.rows = static_cast<qint64>(t.elements() / t.dims[0]);
        entry.blocksPerRow = static_cast<qint64>(t.dims[0] / ggmlTypeTraits(t.type)->blockSize);
        v.tensors << entry;
    }
    QStringList parts;
    for (const auto& [type, eb] : byType)
        parts << QObject::tr("%1 %2 (%3 % of the weights)")
                     .arg(QString::fromStdString(type))
                     .arg(8.0 * double(eb.second) / double(eb.first), 0, 'f', 2)
                     .arg(100.0 * double(eb.first) / double(elements), 0, 'f', 1);
    v.bitsSummary = QObject::tr("%1 weights in %2: %3 bits per weight — %4")
                        .arg(QString::fromStdString(formatCount(std::int64_t(elements))))
                        .arg(QString::fromStdString(formatBytes(std::int64_t(bytes))))
                        .arg(elements ? 8.0 * double(bytes) / double(elements) : 0.0, 0, 'f', 2)
                        .arg(parts.join(", "));
    if (v.tensors.isEmpty())
        v.problem = QObject::tr("%1 holds no quantized tensors: every weight is a plain number.").arg(v.file);
    return v;
}

std::optional<QuantBlockView> QuantBlockSource::block(const QString& tensor, qint64 row, qint64 block,
                                                      QString* error) const {
    const auto fail = [&](const QString& e) {
        if (error) *error = e;
        return std::nullopt;
    };
    if (!file_) return fail(QObject::tr("No GGUF file is open."));
    const GgufTensorInfo* t = file_->findTensor(tensor.toStdString());
    if (!t || !canDescribeBlock(t->type)) return fail(QObject::tr("%1 is not a quantized tensor of this file.").arg(tensor));
    const GgmlTypeTraits traits = *ggmlTypeTraits(t->type);
    const auto rows = static_cast<qint64>(t->elements() / t->dims[0]);
    const auto blocks = static_cast<qint64>(t->dims[0] / traits.blockSize);
    if (row < 0 || row >= rows || block < 0 || block >= blocks)
        return fail(QObject::tr("%1 has rows 0–%2 and blocks 0–%3 in a row.").arg(tensor).arg(rows - 1).arg(blocks - 1));
    try {
        const auto offset = static_cast<size_t>((row * blocks + block) * traits.blockBytes);
        const BlockAnatomy a = describeBlock(t->type, file_->data(*t).subspan(offset, traits.blockBytes));
        QuantBlockView v;
        v.tensor = tensor;
        v.type = QString::fromStdString(a.type);
        v.formula = QString::fromStdString(a.formula);
        v.explanation = blockExplanation(a);
        v.row = row;
        v.rows = rows;
        v.block = block;
        v.blocks = blocks;
        v.firstWeight = block * traits.blockSize;
        v.elements = a.elements;
        v.bytes = a.bytes;
        v.bitsPerWeight = a.bitsPerWeight;
        for (const BlockAnatomy::Scale& s : a.scales) {
            v.scaleNames << QString::fromStdString(s.name);
            v.scaleValues << s.value;
        }
        v.stored = QVector<int>(a.stored.begin(), a.stored.end());
        v.integer = QVector<int>(a.integer.begin(), a.integer.end());
        v.subBlock = QVector<int>(a.subBlock.begin(), a.subBlock.end());
        v.step = QVector<float>(a.step.begin(), a.step.end());
        v.value = QVector<float>(a.value.begin(), a.value.end());
        return v;
    } catch (const std::exception& e) {
        return fail(errorText(e));
    }
}

}  // namespace kvscope::ui
