#pragma once

#include <QWidget>

namespace paiju::gui {

// The first thing a player sees: the four games of Paiju, each marked once its rules are in the
// engine's registry.
class StartPage : public QWidget {
    Q_OBJECT
public:
    explicit StartPage(QWidget* parent = nullptr);
};

} // namespace paiju::gui
