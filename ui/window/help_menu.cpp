#include "ui/window/help_menu.h"

#include <QAction>
#include <QCoreApplication>
#include <QRegularExpression>
#include <QDialog>
#include <QDialogButtonBox>
#include <QMainWindow>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <QWhatsThis>

#include <map>

#include "resources/embedded_resources.h"
#include "ui/window/language.h"
#include "ui/window/key_names.h"

namespace kvscope::ui {

namespace {

// (a class for lupdate to see the context by: a free tr() would file the texts under the
// namespace's name, where the lookup never finds them)
struct HelpText {
    Q_DECLARE_TR_FUNCTIONS(HelpMenu)
};

QString embedded(const char* name) {
    const auto bytes = embeddedResource(name);
    return bytes ? QString::fromUtf8(bytes->data(), static_cast<qsizetype>(bytes->size())) : QString();
}

// One dialog per kind, made on first use and raised again after: a reader keeps its place.
void showText(QMainWindow* window, const QString& name, const QString& title, const QString& text, bool markdown) {
    auto* dialog = window->findChild<QDialog*>(name);
    if (!dialog) {
        dialog = new QDialog(window);
        dialog->setObjectName(name);
        dialog->setWindowTitle(title);
        auto* browser = new QTextBrowser(dialog);
        browser->setObjectName("helpText");
        browser->setOpenExternalLinks(true);
        if (markdown)
            browser->setMarkdown(text);
        else
            browser->setHtml(text);
        auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
        QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
        auto* layout = new QVBoxLayout(dialog);
        layout->addWidget(browser);
        layout->addWidget(buttons);
        dialog->resize(720, 640);
    }
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

}  // namespace

QString userGuideMarkdown() {
    // the guide in the interface's language (docs/guide.<code>.md), else the English one
    const QString translated = embedded(("docs/guide." + uiLanguageInEffect() + ".md").toUtf8().constData());
    return translated.isEmpty() ? embedded("docs/guide.md") : translated;
}

QString keyboardMapHtml(const QWidget* window) {
    // every action with a shortcut, once, by its text (menu accelerators and "…" dropped)
    std::map<QString, QStringList> keys;
    for (const QAction* a : window->findChildren<QAction*>()) {
        if (a->shortcuts().isEmpty() || a->text().isEmpty()) continue;
        QString name = a->text();
        name.remove(QRegularExpression(QStringLiteral("\\(&\\w\\)")));  // "文件(&F)": the accelerator in brackets
        name.remove('&');
        name.remove(QStringLiteral("…"));
        QStringList& list = keys[name.trimmed()];
        for (const QKeySequence& k : a->shortcuts()) {
            const QString text = k.toString(QKeySequence::NativeText);
            if (!list.contains(text)) list << text;
        }
    }
    QString html = "<h2>" + HelpText::tr("Keyboard") + "</h2><table cellpadding='4'>";
    for (const auto& [name, list] : keys)
        html += "<tr><td><b>" + list.join(", ").toHtmlEscaped() + "</b></td><td>" + name.toHtmlEscaped() + "</td></tr>";
    return html + "</table><p>" +
           HelpText::tr("%1 leaves a text field; a click on a view gives it the keys. Help › What's This? (%2) "
                        "explains any view.")
               .arg(keyName(Qt::Key_Escape), keyName(QKeySequence(Qt::SHIFT | Qt::Key_F1))) +
           "</p>";
}

QString aboutMarkdown() {
    return HelpText::tr("# KVScope %1\n\nKVScope makes LLM inference visible: the prefill, the decode steps, every head's "
              "attention and the KV cache, counted and charted.\n\nBuilt with Qt %2, Eigen and oneTBB.\n\n"
              "## The application\n\n")
               .arg(QCoreApplication::applicationVersion().isEmpty() ? QStringLiteral("0.1.0")
                                                                      : QCoreApplication::applicationVersion(),
                    QString::fromLatin1(qVersion())) +
           "```\n" + embedded("LICENSE") + "```\n\n" +
           HelpText::tr("## The built-in models and their training texts\n\nThe tiny GPT, the tiny GQA model and the "
              "draft were trained from scratch by KVScope's own recipe (tools/train_tiny_model/) on the texts "
              "below; their weights are part of KVScope and ship under its licence, above.\n\n") +
           // its headings two levels down, under the one above
           embedded("models/kvscope-tiny/LICENSES.md")
               .replace(QRegularExpression("^(#+) ", QRegularExpression::MultilineOption), "##\\1 ");
}

void installHelpMenu(QMainWindow* window) {
    auto* help = window->menuBar()->addMenu(HelpText::tr("&Help"));
    help->setObjectName("helpMenu");
    QAction* guide = help->addAction(HelpText::tr("User guide"), window, [window] {
        showText(window, "guideDialog", HelpText::tr("KVScope user guide"), userGuideMarkdown(), true);
    });
    guide->setShortcut(QKeySequence::HelpContents);
    QAction* keys = help->addAction(HelpText::tr("Keyboard shortcuts"), window, [window] {
        showText(window, "keysDialog", HelpText::tr("KVScope keyboard shortcuts"), keyboardMapHtml(window), false);
    });
    keys->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Slash));
    QAction* whatsThis = QWhatsThis::createAction(window);
    whatsThis->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F1));
    help->addAction(whatsThis);
    help->addSeparator();
    help->addAction(HelpText::tr("About KVScope"), window,
                    [window] { showText(window, "aboutDialog", HelpText::tr("About KVScope"), aboutMarkdown(), true); });
    // the shortcuts work with the menu bar hidden (presentation mode)
    window->addActions({guide, keys, whatsThis});
}

}  // namespace kvscope::ui
