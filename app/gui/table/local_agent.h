#pragma once

#include "session/seat_agent.h"

namespace paiju::gui {

// The person at this screen in one seat: keeps the seat's latest view for the table window and
// passes on the actions the window takes.
class LocalAgent : public session::SeatAgent {
    Q_OBJECT
public:
    using SeatAgent::SeatAgent;
    void show(const session::SeatView& view) override {
        view_ = view;
        emit viewChanged();
    }
    const session::SeatView& view() const { return view_; }
    void act(const QString& action) { emit chose(view_.seat, action); }

signals:
    void viewChanged();

private:
    session::SeatView view_;
};

} // namespace paiju::gui
