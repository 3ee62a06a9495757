# Measures `metro --list-colours` output (check_palette.sh): files printed,
# colour-blind, high-contrast, in that order. Exit 1 when a goal is missed.
function deg(r) { r = r * 180 / PI; return r < 0 ? r + 360 : r }
function rad(d) { return d * PI / 180 }
function hyp(x, y) { return sqrt(x * x + y * y) }

# CIEDE2000, kL = kC = kH = 1 (Sharma, Wu & Dalal 2005).
function de00(l1, a1, b1, l2, a2, b2,    c1, c2, cb, g, ap1, ap2, cp1, cp2, h1, h2, dh, hb, dl, dc, dH, lb, cpb, t, dt, rc, sl, sc, sh, rt) {
    c1 = hyp(a1, b1); c2 = hyp(a2, b2); cb = (c1 + c2) / 2
    g = 0.5 * (1 - sqrt(cb ^ 7 / (cb ^ 7 + 25 ^ 7)))
    ap1 = (1 + g) * a1; ap2 = (1 + g) * a2
    cp1 = hyp(ap1, b1); cp2 = hyp(ap2, b2)
    h1 = (ap1 == 0 && b1 == 0) ? 0 : deg(atan2(b1, ap1))
    h2 = (ap2 == 0 && b2 == 0) ? 0 : deg(atan2(b2, ap2))
    if (cp1 * cp2 == 0) { dh = 0; hb = h1 + h2 }
    else {
        dh = h2 - h1
        if (dh > 180) dh -= 360; else if (dh < -180) dh += 360
        if (h1 - h2 <= 180 && h2 - h1 <= 180) hb = (h1 + h2) / 2
        else if (h1 + h2 < 360) hb = (h1 + h2 + 360) / 2
        else hb = (h1 + h2 - 360) / 2
    }
    dl = l2 - l1; dc = cp2 - cp1; dH = 2 * sqrt(cp1 * cp2) * sin(rad(dh / 2))
    lb = (l1 + l2) / 2; cpb = (cp1 + cp2) / 2
    t = 1 - 0.17 * cos(rad(hb - 30)) + 0.24 * cos(rad(2 * hb)) + 0.32 * cos(rad(3 * hb + 6)) - 0.20 * cos(rad(4 * hb - 63))
    dt = 30 * exp(-((hb - 275) / 25) ^ 2)
    rc = 2 * sqrt(cpb ^ 7 / (cpb ^ 7 + 25 ^ 7))
    sl = 1 + 0.015 * (lb - 50) ^ 2 / sqrt(20 + (lb - 50) ^ 2)
    sc = 1 + 0.045 * cpb; sh = 1 + 0.015 * cpb * t
    rt = -sin(rad(2 * dt)) * rc
    return sqrt((dl / sl) ^ 2 + (dc / sc) ^ 2 + (dH / sh) ^ 2 + rt * (dc / sc) * (dH / sh))
}

function hexval(h,    i, v) {
    v = 0
    for (i = 1; i <= length(h); i++) v = v * 16 + index("0123456789ABCDEF", toupper(substr(h, i, 1))) - 1
    return v
}
function lin(v) { v /= 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ^ 2.4 }
function f(t) { return t > 216 / 24389 ? t ^ (1 / 3) : (24389 / 27 * t + 16) / 116 }

# Colour `hex` seen under vision v (0 normal .. 3 tritanopia) into L, A, B.
function lab(hex, v,    r, g, b, x, y, z, s1, s2, s3) {
    r = lin(hexval(substr(hex, 2, 2))); g = lin(hexval(substr(hex, 4, 2))); b = lin(hexval(substr(hex, 6, 2)))
    s1 = M[v, 0] * r + M[v, 1] * g + M[v, 2] * b
    s2 = M[v, 3] * r + M[v, 4] * g + M[v, 5] * b
    s3 = M[v, 6] * r + M[v, 7] * g + M[v, 8] * b
    s1 = s1 < 0 ? 0 : s1 > 1 ? 1 : s1; s2 = s2 < 0 ? 0 : s2 > 1 ? 1 : s2; s3 = s3 < 0 ? 0 : s3 > 1 ? 1 : s3
    x = (0.4124564 * s1 + 0.3575761 * s2 + 0.1804375 * s3) / 0.95047
    y = 0.2126729 * s1 + 0.7151522 * s2 + 0.0721750 * s3
    z = (0.0193339 * s1 + 0.1191920 * s2 + 0.9503041 * s3) / 1.08883
    L = 116 * f(y) - 16; A = 500 * (f(x) - f(y)); B = 200 * (f(y) - f(z))
}

# The smallest distance among the colours of one kind under vision v.
function smallest(file, kind, v,    i, j, m, d, l1, a1, b1) {
    m = 1e9
    for (i = 1; i <= n[file, kind]; i++)
        for (j = i + 1; j <= n[file, kind]; j++) {
            lab(col[file, kind, i], v); l1 = L; a1 = A; b1 = B
            lab(col[file, kind, j], v)
            d = de00(l1, a1, b1, L, A, B)
            if (d < m) m = d
        }
    return m
}

function need(what, got, lo, hi) {
    printf "%-44s %6.2f\n", what, got
    if (got < lo || got > hi) { printf "palette_measure: %s is %.2f, want %s..%s\n", what, got, lo, hi > "/dev/stderr"; bad = 1 }
}

BEGIN {
    PI = atan2(0, -1)
    split("1 0 0 0 1 0 0 0 1 " \
          "0.152286 1.052583 -0.204868 0.114503 0.786281 0.099216 -0.003882 -0.048116 1.051998 " \
          "0.367322 0.860646 -0.227968 0.280085 0.672501 0.047413 -0.011820 0.042940 0.968881 " \
          "1.255528 -0.076749 -0.178779 -0.078411 0.930809 0.147602 0.004733 0.691367 0.303900", m, " ")
    for (k = 0; k < 36; k++) M[int(k / 9), k % 9] = m[k + 1]
    # Sharma, Wu & Dalal 2005, table 1: L a b, L a b, CIEDE2000
    split("50 2.6772 -79.7751 50 0 -82.7485 2.0425;50 3.1571 -77.2803 50 0 -82.7485 2.8615;" \
          "50 2.8361 -74.0200 50 0 -82.7485 3.4412;50 -1.3802 -84.2814 50 0 -82.7485 1.0000;" \
          "50 -1.1848 -84.8006 50 0 -82.7485 1.0000;50 -0.9009 -85.5211 50 0 -82.7485 1.0000;" \
          "50 0 0 50 -1 2 2.3669;50 -1 2 50 0 0 2.3669;50 2.4900 -0.0010 50 -2.4900 0.0009 7.1792;" \
          "50 2.4900 -0.0010 50 -2.4900 0.0010 7.1792;50 2.4900 -0.0010 50 -2.4900 0.0011 7.2195;" \
          "50 2.4900 -0.0010 50 -2.4900 0.0012 7.2195;50 -0.0010 2.4900 50 0.0009 -2.4900 4.8045;" \
          "50 -0.0010 2.4900 50 0.0010 -2.4900 4.8045;50 -0.0010 2.4900 50 0.0011 -2.4900 4.7461;" \
          "50 2.5 0 50 0 -2.5 4.3065;50 2.5 0 73 25 -18 27.1492;50 2.5 0 61 -5 29 22.8977;" \
          "50 2.5 0 56 -27 -3 31.9030;50 2.5 0 58 24 15 19.4535;50 2.5 0 50 3.1736 0.5854 1.0000;" \
          "50 2.5 0 50 3.2972 0 1.0000;50 2.5 0 50 1.8634 0.5757 1.0000;50 2.5 0 50 3.2592 0.3350 1.0000;" \
          "60.2574 -34.0099 36.2677 60.4626 -34.1751 39.4387 1.2644;" \
          "63.0109 -31.0961 -5.8663 62.8187 -29.7946 -4.0864 1.2630;" \
          "61.2901 3.7196 -5.3901 61.4292 2.2480 -4.9620 1.8731;" \
          "35.0831 -44.1164 3.7933 35.0232 -40.0716 1.5901 1.8645;" \
          "22.7233 20.0904 -46.6940 23.0331 14.9730 -42.5619 2.0373;" \
          "36.4612 47.8580 18.3852 36.2715 50.5065 21.2231 1.4146;" \
          "90.8027 -2.0831 1.4410 91.1528 -1.6435 0.0447 1.4441;" \
          "90.9257 -0.5406 -0.9208 88.6381 -0.8985 -0.7239 1.5381;" \
          "6.7747 -0.2908 -2.4247 5.8714 -0.0985 -2.2286 0.6377;" \
          "2.0776 0.0795 -1.1350 0.9033 -0.0636 -0.5514 0.9082", pairs, ";")
    for (k = 1; k in pairs; k++) {
        split(pairs[k], p, " ")
        got = de00(p[1], p[2], p[3], p[4], p[5], p[6])
        if (got - p[7] > 0.00005 || p[7] - got > 0.00005) {
            printf "palette_measure: Sharma pair %d gives %.4f, the paper %s\n", k, got, p[7] > "/dev/stderr"
            bad = 1
        }
    }
    if (k != 35) { print "palette_measure: want 34 test pairs" > "/dev/stderr"; bad = 1 }
    split("normal protanopia deuteranopia tritanopia", vision, " ")
}

FNR == 1 { file++ }
{ n[file, $1]++; col[file, $1, n[file, $1]] = $3 }

END {
    if (n[1, "seat"] != 6 || n[1, "company"] != 8 || n[2, "seat"] != 6 || n[3, "company"] != 8) {
        print "palette_measure: want 6 seats and 8 companies in each palette" > "/dev/stderr"
        exit 1
    }
    # the printed game, as issue 38 measured it
    need("printed seats, deuteranopia (issue: 3.8)", smallest(1, "seat", 2), 3.75, 3.85)
    need("printed seats, protanopia (issue: 5.1)", smallest(1, "seat", 1), 5.05, 5.15)
    for (fi = 2; fi <= 3; fi++)
        for (v = 0; v < 4; v++) {
            name = (fi == 2 ? "colour-blind" : "high-contrast")
            need(name " seats, " vision[v + 1], smallest(fi, "seat", v), 20, 1e9)
            need(name " companies, " vision[v + 1], smallest(fi, "company", v), 15, 1e9)
        }
    exit bad
}
