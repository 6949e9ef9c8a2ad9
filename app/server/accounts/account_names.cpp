#include "account_names.h"

#include "protocol/messages.h"

namespace paiju::server::accounts {

QString displayName(const QString& typed) {
    return typed.trimmed().normalized(QString::NormalizationForm_C);
}

std::optional<QString> nameProblem(const QString& display) {
    const int length = protocol::characters(display);
    if (length < minNameCharacters || length > maxNameCharacters)
        return QStringLiteral("a name has %1 to %2 characters")
            .arg(minNameCharacters)
            .arg(maxNameCharacters);
    if (!display.isValidUtf16()) // half a surrogate pair is no character
        return QStringLiteral("a name may not hold control or invisible characters");
    bool meaningful = false;
    char32_t previous = 0;
    for (const char32_t c : display.toUcs4()) {
        switch (QChar::category(c)) {
        case QChar::Other_Control:
        case QChar::Other_Format: // bidi marks and overrides, zero-width joiners, soft hyphens
        case QChar::Other_Surrogate:
        case QChar::Other_PrivateUse:
        case QChar::Other_NotAssigned:
        case QChar::Separator_Line:
        case QChar::Separator_Paragraph:
            return QStringLiteral("a name may not hold control or invisible characters");
        case QChar::Separator_Space:
            if (c != U' ' || previous == U' ')
                return QStringLiteral("a name's words are parted by single spaces");
            break;
        case QChar::Letter_Uppercase:
        case QChar::Letter_Lowercase:
        case QChar::Letter_Titlecase:
        case QChar::Letter_Modifier:
        case QChar::Letter_Other:
        case QChar::Number_DecimalDigit:
        case QChar::Number_Letter:
        case QChar::Number_Other:
        case QChar::Symbol_Other: // 🀄
            meaningful = true;
            break;
        default:
            break;
        }
        previous = c;
    }
    if (!meaningful)
        return QStringLiteral("a name needs a letter, a digit or a symbol");
    return std::nullopt;
}

QString foldedName(const QString& display) {
    return display.normalized(QString::NormalizationForm_KC)
        .toCaseFolded()
        .normalized(QString::NormalizationForm_KC);
}

} // namespace paiju::server::accounts
