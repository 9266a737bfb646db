#pragma once
// The style the handout is drawn in: the Windows style (flat panels drawn with lines and
// fills — Fusion paints combo boxes, table headers and sliders through cached pixmaps, which
// would land in the PDF as pictures), with its arrows drawn as triangles rather than cached
// pixmaps too. So every mark of the handout is vector.

#include <QProxyStyle>

namespace kvscope::gui {

class PrintStyle : public QProxyStyle {
public:
    PrintStyle();
    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget = nullptr) const override;
};

}  // namespace kvscope::gui
