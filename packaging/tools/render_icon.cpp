// Build-time tool: renders the app icon's SVG to the PNG (or ICO) sizes the desktops want.
#include <QCoreApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QTextStream>

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    QTextStream err(stderr);
    if (args.size() != 4) {
        err << "usage: paiju-render-icon ICON.svg SIZE OUT.png|OUT.ico\n";
        return 1;
    }
    QSvgRenderer svg(args[1]);
    bool ok = false;
    const int size = args[2].toInt(&ok);
    if (!svg.isValid() || !ok || size < 8 || size > 1024) {
        err << "paiju-render-icon: cannot read " << args[1] << " or bad size " << args[2] << "\n";
        return 1;
    }
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    svg.render(&painter);
    painter.end();
    if (!image.save(args[3])) {
        err << "paiju-render-icon: cannot write " << args[3] << "\n";
        return 1;
    }
    return 0;
}
