# A C file's code without its comments, each line as "LINE: code", for the
# tests that look for names in code (check_platform.sh, check_generic_ui.sh).
# A small scanner that knows string and character literals, so "//" or "/*"
# inside one starts no comment.
# usage: awk -f code_only.awk FILE
BEGIN { block = 0 }
{
    out = ""; n = length($0); i = 1; quote = ""
    while (i <= n) {
        c = substr($0, i, 1); two = substr($0, i, 2)
        if (block) { if (two == "*/") { block = 0; i += 2 } else i++; continue }
        if (quote != "") {
            out = out c
            if (c == "\\") { out = out substr($0, i + 1, 1); i += 2; continue }
            if (c == quote) quote = ""
            i++; continue
        }
        if (two == "/*") { block = 1; i += 2; continue }
        if (two == "//") break
        if (c == "\"" || c == "'") quote = c
        out = out c; i++
    }
    print FNR ": " out
}
