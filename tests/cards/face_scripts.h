#pragma once

// The script of the characters printed on the decks' faces (docs/cards.md), for the tests that
// check that the faces a language draws hold no character of the other script.

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QString>
#include <optional>

namespace paiju::testing {

enum class Script { Simplified, Traditional };

// Every character the decks print that is written differently in the two scripts, each simplified
// form followed by its traditional one. Four-color's pieces are here with the simplified forms
// that its cards never print (帅 伡 㐷 将 车 马), so that a face drawing one is caught.
inline const QString& scriptPairs() {
    static const QString pairs =
        QStringLiteral("贯貫线線云雲剑劍凤鳳龙龍贰貳叁參陆陸帅帥伡俥\u3437傌将將车車马馬");
    return pairs;
}

// Every character the decks print that is written alike in both scripts.
inline const QString& bothScripts() {
    static const QString alike =
        QStringLiteral("一二三四五六七八九十索牌字玉塔星雀狗壹肆伍柒捌玖拾仕相炮兵士象包卒");
    return alike;
}

// The script of `c`: none when it is written alike in both (or is not a character of the lists).
inline std::optional<Script> scriptOf(QChar c) {
    const qsizetype at = scriptPairs().indexOf(c);
    if (at < 0)
        return std::nullopt;
    return at % 2 == 0 ? Script::Simplified : Script::Traditional;
}

// The same character in the other script, or `c` itself.
inline QChar otherScript(QChar c) {
    const qsizetype at = scriptPairs().indexOf(c);
    return at < 0 ? c : scriptPairs().at(at % 2 == 0 ? at + 1 : at - 1);
}

// Whether `c` is in one of the lists above.
inline bool classified(QChar c) {
    return scriptPairs().contains(c) || bothScripts().contains(c);
}

// The Chinese characters a face file draws. Its glyphs are outlines named by code point
// (`<path id="g5291" …>`), so the file tells which characters it holds.
inline QSet<QChar> faceCharacters(const QString& resource) {
    QFile file(resource);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    static const QRegularExpression glyph(QStringLiteral("<path id=\"g([0-9a-f]{4})\""));
    QSet<QChar> characters;
    for (auto it = glyph.globalMatch(QString::fromUtf8(file.readAll())); it.hasNext();) {
        const QChar c(char16_t(it.next().captured(1).toUShort(nullptr, 16)));
        if (c.unicode() >= 0x2e80) // the digits and Latin letters of the indices are no script's
            characters.insert(c);
    }
    return characters;
}

} // namespace paiju::testing
