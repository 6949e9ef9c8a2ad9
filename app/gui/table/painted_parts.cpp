#include "table/painted_parts.h"

#include <QAccessibleWidget>
#include <QPointer>
#include <QWidget>

namespace paiju::gui {

namespace {

PaintedParts* partsOf(QWidget* widget) {
    return dynamic_cast<PaintedParts*>(widget);
}

// One painted part: no widget of its own.
class PartAccessible : public QAccessibleInterface {
public:
    PartAccessible(QWidget* owner, int index) : owner_(owner), index_(index) {}
    bool isValid() const override { return owner_ && index_ < partsOf(owner_)->partCount(); }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return owner_ ? owner_->window()->windowHandle() : nullptr; }
    QAccessibleInterface* parent() const override {
        return QAccessible::queryAccessibleInterface(owner_.data());
    }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QString text(QAccessible::Text t) const override {
        return isValid() ? partsOf(owner_)->partText(index_, t) : QString();
    }
    void setText(QAccessible::Text, const QString&) override {}
    QRect rect() const override {
        if (!isValid())
            return {};
        const QRect r = partsOf(owner_)->partRect(index_);
        return QRect(owner_->mapToGlobal(r.topLeft()), r.size());
    }
    QAccessible::Role role() const override {
        return owner_ ? partsOf(owner_)->partRole() : QAccessible::NoRole;
    }
    QAccessible::State state() const override {
        if (!isValid()) {
            QAccessible::State s;
            s.invalid = true;
            return s;
        }
        return partsOf(owner_)->partState(index_);
    }

private:
    QPointer<QWidget> owner_;
    int index_;
};

class PartsAccessible : public QAccessibleWidget {
public:
    explicit PartsAccessible(QWidget* w) : QAccessibleWidget(w, partsOf(w)->ownRole()) {}
    ~PartsAccessible() override {
        for (QAccessible::Id id : ids_)
            QAccessible::deleteAccessibleInterface(id);
    }
    PaintedParts* parts() const { return partsOf(widget()); }
    int childCount() const override { return parts()->partCount(); }
    QAccessibleInterface* child(int index) const override {
        if (index < 0 || index >= childCount())
            return nullptr;
        while (ids_.size() <= index)
            ids_ << QAccessible::registerAccessibleInterface(
                new PartAccessible(widget(), int(ids_.size())));
        return QAccessible::accessibleInterface(ids_[index]);
    }
    int indexOfChild(const QAccessibleInterface* child) const override {
        for (int i = 0; i < ids_.size() && i < childCount(); ++i)
            if (QAccessible::accessibleInterface(ids_[i]) == child)
                return i;
        return -1;
    }
    QAccessibleInterface* childAt(int x, int y) const override {
        const QPoint p = widget()->mapFromGlobal(QPoint(x, y));
        for (int i = childCount() - 1; i >= 0; --i) // the later parts lie over the earlier
            if (parts()->partRect(i).contains(p))
                return child(i);
        return nullptr;
    }
    QString text(QAccessible::Text t) const override {
        const QString own = parts()->ownText(t);
        return own.isEmpty() ? QAccessibleWidget::text(t) : own;
    }

private:
    mutable QList<QAccessible::Id> ids_;
};

QAccessibleInterface* factory(const QString&, QObject* object) {
    if (object && object->isWidgetType())
        if (auto* widget = static_cast<QWidget*>(object); partsOf(widget))
            return new PartsAccessible(widget);
    return nullptr;
}

} // namespace

QAccessible::State PaintedParts::partState(int) const {
    return {};
}

void installPaintedPartsAccessibility() {
    static const bool installed = [] {
        QAccessible::installFactory(factory);
        return true;
    }();
    Q_UNUSED(installed);
}

void announcePartFocus(QWidget* widget, int index) {
    if (!QAccessible::isActive())
        return;
    if (QAccessibleInterface* owner = QAccessible::queryAccessibleInterface(widget))
        if (QAccessibleInterface* part = owner->child(index)) {
            QAccessibleEvent event(part, QAccessible::Focus);
            QAccessible::updateAccessibility(&event);
        }
}

} // namespace paiju::gui
