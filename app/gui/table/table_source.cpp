#include "table/table_source.h"

#include "table/table_window.h"

namespace paiju::gui {

TableSource::TableSource(TableWindow& window) : QObject(&window), window_(window) {
    window.source_ = this;
}

bool TableSource::keyPressed(QKeyEvent*) {
    return false;
}

void TableSource::closing(QCloseEvent*) {
}

void TableSource::languageChanged() {
}

void TableSource::windowBlocked(bool) {
}

} // namespace paiju::gui
