#include "json_bytes.h"

#include <QJsonDocument>
#include <algorithm>
#include <charconv>

namespace paiju::json {

namespace {

char narrow(QChar c) { // only for ASCII
    return char(c.unicode());
}
char narrow(char c) {
    return c;
}
bool plain(QChar c) {
    const char16_t u = c.unicode();
    return u >= 0x20 && u < 0x80 && u != '"' && u != '\\';
}
bool plain(char c) {
    const auto u = static_cast<unsigned char>(c);
    return u >= 0x20 && u < 0x80 && c != '"' && c != '\\';
}

// The two-character escapes QJsonDocument writes, so that strings written here come out as the
// same bytes as the ones it writes (other control characters go as \u00XX in both).
const char* shortEscape(char c) {
    switch (c) {
    case '\b':
        return "\\b";
    case '\f':
        return "\\f";
    case '\n':
        return "\\n";
    case '\r':
        return "\\r";
    case '\t':
        return "\\t";
    default:
        return nullptr;
    }
}

template <class Out, class Chars> void appendEscaped(Out& out, const Chars& chars) {
    static const char hex[] = "0123456789abcdef";
    for (auto ch : chars) {
        const char c = narrow(ch);
        const auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (u < 0x20) {
            if (const char* shortForm = shortEscape(c)) {
                out += shortForm;
            } else {
                out += "\\u00";
                out += hex[u >> 4];
                out += hex[u & 15];
            }
        } else {
            out += c;
        }
    }
}

// Most texts (card tokens, keys, actions) are printable ASCII with nothing to escape: written in
// one step, the room made once, instead of a call to grow the array per character.
template <class Out, class Chars> bool appendPlain(Out& out, const Chars& text) {
    if (!std::all_of(text.begin(), text.end(), [](auto c) { return plain(c); }))
        return false;
    const auto at = out.size();
    out.resize(at + decltype(at)(text.size()) + 2);
    char* to = out.data() + at;
    *to++ = '"';
    for (const auto c : text)
        *to++ = narrow(c);
    *to = '"';
    return true;
}

template <class Out> void appendText(Out& out, QStringView text) {
    if (appendPlain(out, text))
        return;
    out += '"';
    // Other ASCII texts are written as they are too, without a copy.
    if (std::all_of(text.begin(), text.end(), [](QChar c) { return c.unicode() < 0x80; }))
        appendEscaped(out, text);
    else
        appendEscaped(out, text.toUtf8());
    out += '"';
}

// UTF-8 is written as it is but for the characters JSON escapes, all of them ASCII.
template <class Out> void appendText(Out& out, std::string_view utf8) {
    if (appendPlain(out, utf8))
        return;
    out += '"';
    appendEscaped(out, utf8);
    out += '"';
}

} // namespace

void appendString(QByteArray& out, QStringView text) {
    appendText(out, text);
}

void appendString(QByteArray& out, std::string_view utf8) {
    appendText(out, utf8);
}

void appendString(std::string& out, std::string_view utf8) {
    appendText(out, utf8);
}

QJsonObject readObject(std::string_view bytes) {
    return QJsonDocument::fromJson(QByteArray::fromRawData(bytes.data(), qsizetype(bytes.size())))
        .object();
}

// Room for a whole observation's part, made once instead of grown step by step.
ByteWriter::ByteWriter(std::string& out) : out_(out) {
    out_.reserve(512);
}

ByteWriter::ByteWriter(WrittenShared& shared)
    : out_(shared.bytes), fields_(&shared.fields), seats_(&shared.seats) {
    out_.reserve(2048);
    fields_->reserve(16);
}

ByteWriter::ByteWriter(WrittenOwn& own) : out_(own.bytes), fields_(&own.fields), own_(&own) {
    out_.reserve(512);
}

void ByteWriter::beforeValue() {
    if (open_.empty() || open_.back().object)
        return;
    if (open_.back().items++ > 0)
        out_ += ',';
}

void ByteWriter::beginObject() {
    beforeValue();
    // An entry of the top-level `seats` array.
    if (seats_ && inSeats_ && open_.size() == 2)
        seats_->push_back({qsizetype(out_.size()), 0, {}});
    out_ += '{';
    open_.push_back({true, 0});
}

void ByteWriter::endObject() {
    const std::size_t depth = open_.size();
    if (fields_ && depth == 1 && open_.back().items > 0)
        fields_->back().to = qsizetype(out_.size());
    const bool entry = seats_ && inSeats_ && depth == 3;
    if (entry && !seats_->back().fields.empty())
        seats_->back().fields.back().to = qsizetype(out_.size());
    out_ += '}';
    if (entry)
        seats_->back().to = qsizetype(out_.size());
    open_.pop_back();
    // The viewer's top-level fields end; its own entry's fields come next.
    if (own_ && depth == 1 && fields_ == &own_->fields) {
        own_->seatFrom = qsizetype(out_.size());
        fields_ = &own_->seat;
    }
}

void ByteWriter::beginArray() {
    beforeValue();
    out_ += '[';
    open_.push_back({false, 0});
}

void ByteWriter::endArray() {
    out_ += ']';
    open_.pop_back();
}

void ByteWriter::key(QLatin1StringView key) {
    Open& in = open_.back();
    const std::size_t depth = open_.size();
    std::vector<WrittenField>* fields = nullptr;
    if (depth == 1)
        fields = fields_;
    else if (seats_ && inSeats_ && depth == 3)
        fields = &seats_->back().fields;
    if (in.items++ > 0) {
        if (fields)
            fields->back().to = qsizetype(out_.size());
        out_ += ',';
    }
    out_ += '"';
    out_.append(key.data(), std::size_t(key.size())); // keys are plain ASCII
    out_ += "\":";
    if (fields)
        fields->push_back({key, qsizetype(out_.size()), 0});
    if (depth == 1)
        inSeats_ = key == QLatin1StringView("seats");
}

void ByteWriter::boolean(bool value) {
    beforeValue();
    out_ += value ? "true" : "false";
}

void ByteWriter::integer(qint64 value) {
    beforeValue();
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
    out_.append(digits, std::size_t(end - digits));
}

void ByteWriter::string(std::string_view utf8) {
    beforeValue();
    appendString(out_, utf8);
}

void ByteWriter::strings(const std::vector<std::string>& values) {
    beginArray();
    for (const std::string& v : values)
        string(std::string_view(v));
    endArray();
}

} // namespace paiju::json
