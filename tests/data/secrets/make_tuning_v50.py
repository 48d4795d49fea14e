#!/usr/bin/env python3
"""Deterministic generator of blind look-alike cases (ordinary values that must survive a secrets filter).
Usage: python3 make_tuning_v50.py tuning_v50.yaml"""
import json, random, sys, unicodedata

SEED = 50
PREFIX = "T50"
r = random.Random(SEED)

# ---------------- value helpers ----------------
def D(r, n):
    return str(r.randint(1, 9)) + "".join(r.choice("0123456789") for _ in range(n - 1))
def Z(r, n):
    return "".join(r.choice("0123456789") for _ in range(n))
def A(r, n):
    return "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(n))
def L(r, n):
    return "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))
def HX(r, n):
    return "".join(r.choice("0123456789abcdef") for _ in range(n))
PROMOWORDS = ["SPRING", "SUMMER", "WELCOME", "SAVE", "AUTUMN", "WINTER", "FREESHIP", "VIP", "HELLO", "BONUS", "NEWYEAR", "FLASH", "STUDENT", "EXTRA"]
def promo(r):
    return r.choice(PROMOWORDS) + str(r.choice([5, 10, 15, 20, 25, 30, 35, 40, 50]))
def t24(r):
    return "%02d:%02d" % (r.randint(5, 22), r.choice(range(0, 60, 5)))
def t12(r):
    return "%d:%02d %s" % (r.randint(1, 12), r.choice(range(0, 60, 5)), r.choice(["am", "pm"]))
def ymd(r):
    return r.choice([2025, 2026]), r.randint(1, 12), r.randint(1, 28)
def d_us(r):
    y, m, d = ymd(r); return "%02d/%02d/%d" % (m, d, y)
def d_eu(r, sep="."):
    y, m, d = ymd(r); return "%02d%s%02d%s%d" % (d, sep, m, sep, y)
def d_fi(r):
    y, m, d = ymd(r); return "%d.%d.%d" % (d, m, y)
def d_iso(r):
    y, m, d = ymd(r); return "%d-%02d-%02d" % (y, m, d)
def d_cjk(r):
    y, m, d = ymd(r); return "%d年%d月%d日" % (y, m, d)
def grp(x, sep):
    s = "{:,}".format(x)
    return s.replace(",", sep)
def money(r, lo, hi, thou, dec, decimals=2):
    whole = r.randint(lo, hi)
    s = grp(whole, thou)
    if decimals:
        s += dec + Z(r, decimals)
    return s
def inr(r, lo, hi):
    n = str(r.randint(lo, hi))
    if len(n) <= 3:
        return n
    head, tail = n[:-3], n[-3:]
    parts = []
    while len(head) > 2:
        parts.insert(0, head[-2:]); head = head[:-2]
    if head:
        parts.insert(0, head)
    return ",".join(parts + [tail])
def ip_priv(r):
    k = r.choice([0, 1, 2])
    if k == 0:
        return "192.168.%d.%d" % (r.randint(0, 20), r.randint(2, 254))
    if k == 1:
        return "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(2, 254))
    return "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(2, 254))
def ver(r):
    return "%d.%d.%d" % (r.randint(1, 9), r.randint(0, 30), r.randint(0, 20))
def port(r):
    return str(r.choice([r.randint(1025, 9999), r.randint(10000, 65000)]))
def flight(r, codes):
    return r.choice(codes) + str(r.randint(10, 9999))
def gate(r):
    return r.choice("ABCDEFGK") + str(r.randint(1, 68))
def seat(r):
    return str(r.randint(3, 45)) + r.choice("ABCDEF")
def s10(r, cc):
    body = Z(r, 8)
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    s = sum(int(c) * k for c, k in zip(body, w))
    c = 11 - s % 11
    c = 0 if c == 10 else (5 if c == 11 else c)
    return r.choice(["RR", "RB", "CP", "LX", "EE", "RA", "CX"]) + body + str(c) + cc
def luhn_check(body):
    s = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        s += d
    return str((10 - s % 10) % 10)
def iban(cc, bban):
    t = bban + cc + "00"
    num = "".join(str(int(ch, 36)) for ch in t)
    return cc + "%02d" % (98 - int(num) % 97) + bban
def grp4(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))
def isbn13(r):
    b = "978" + Z(r, 9)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(b))
    return b + str((10 - s % 10) % 10)
def cnpj(r):
    b = Z(r, 8) + "0001"
    def dv(x, w):
        s = sum(int(c) * k for c, k in zip(x, w)); m = s % 11
        return "0" if m < 2 else str(11 - m)
    b += dv(b, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
    b += dv(b, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
    return "%s.%s.%s/%s-%s" % (b[:2], b[2:5], b[5:8], b[8:12], b[12:])
def siret(r):
    b = D(r, 13); b += luhn_check(b)
    return "%s %s %s %s" % (b[:3], b[3:6], b[6:9], b[9:])
def piva(r):
    b = "0" + Z(r, 9) if r.random() < 0.5 else D(r, 10)
    return b + luhn_check(b)
def cif(r):
    b = Z(r, 7)
    s = 0
    for i, ch in enumerate(b):
        d = int(ch)
        if i % 2 == 0:
            d *= 2; d = d // 10 + d % 10
        s += d
    return r.choice("BA") + b + str((10 - s % 10) % 10)
def mod11_weighted(r, n, w, start="123456789"):
    while True:
        b = r.choice(start) + Z(r, n - 1)
        s = sum(int(c) * k for c, k in zip(b, w))
        c = 11 - s % 11
        if c == 11: c = 0
        if c == 10: continue
        return b + str(c)
def no_org(r):
    b = mod11_weighted(r, 8, [3, 2, 7, 6, 5, 4, 3, 2], "89")
    return "%s %s %s" % (b[:3], b[3:6], b[6:])
def dk_cvr(r):
    while True:
        b = D(r, 7)
        s = sum(int(c) * k for c, k in zip(b, [2, 7, 6, 5, 4, 3, 2]))
        c = (-s) % 11
        if c < 10:
            return b + str(c)
def fi_ytunnus(r):
    while True:
        b = Z(r, 7)
        s = sum(int(c) * k for c, k in zip(b, [7, 9, 10, 5, 8, 4, 2]))
        m = s % 11
        if m == 1: continue
        return b + "-" + ("0" if m == 0 else str(11 - m))
def gr_afm(r):
    while True:
        b = D(r, 8)
        s = sum(int(c) * (2 ** (8 - i)) for i, c in enumerate(b))
        c = (s % 11) % 10
        return b + str(c)
def cz_account(r):
    while True:
        b = D(r, 9)
        full = None
        for c in range(10):
            cand = b + str(c)
            cand10 = cand.rjust(10, "0")
            ss = sum(int(x) * k for x, k in zip(cand10, [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]))
            if ss % 11 == 0:
                full = cand; break
        if full:
            return full + "/" + r.choice(["0800", "0100", "0300", "2010", "0600", "5500"])
def bankgiro(r):
    n = r.choice([6, 7])
    b = D(r, n); b += luhn_check(b)
    return b[:-4] + "-" + b[-4:]
def fa_digits(s):
    return s.translate(str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹"))
def uuid4(r):
    h = HX(r, 32)
    h = h[:12] + "4" + h[13:16] + r.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])
def lotto(r):
    return ", ".join(str(x) for x in sorted(r.sample(range(1, 50), 6)))
def ch(*opts):
    return lambda r: r.choice(opts)

# ---------------- templates: (lang, slug, count, text, {placeholder: generator}, note) ----------------
T = []
def t(lang, slug, count, text, gens, note):
    T.append((lang, slug, count, text, gens, note))

# English
E = "en"
t(E, "promo-expired", 4, "Does the promo code {a} still work at checkout, or did it expire at the end of last month?", {"a": promo}, "public shop discount code")
t(E, "order-tracking", 4, "My order #{a} says shipped but the UPS tracking {b} hasn't updated in days. Should I email the shop?", {"a": lambda r: D(r, 8), "b": lambda r: "1Z" + A(r, 16)}, "shop order number and carrier tracking number")
t(E, "flight-gate", 4, "Flight {a} now leaves from gate {b} at {c}. Do I have time to grab food after the security check?", {"a": lambda r: flight(r, ["UA", "DL", "AA", "BA", "LH", "AF", "KL"]), "b": gate, "c": t12}, "flight number, gate and departure time")
t(E, "train-seat", 4, "I'm in seat {a} on the Amtrak train, car {b}. Is that anywhere near the quiet car?", {"a": seat, "b": lambda r: str(r.randint(1, 12))}, "seat and car number")
t(E, "zip-area", 4, "What's the area around zip code {a} like for families? We're looking at rentals there.", {"a": lambda r: Z(r, 5)}, "public postal code")
t(E, "win-error", 4, "Windows Update keeps failing with error code {a}. I already restarted twice, any ideas?", {"a": ch("0x80070005", "0x800f081f", "0x80240034", "0x8007000d", "0x80073712", "0x800f0922")}, "public Windows error code")
t(E, "staging-login-502", 4, "The login page on our staging site returns {a} right after I deploy version {b}. Where do I start debugging?", {"a": ch("502", "503", "500", "504"), "b": ver}, "HTTP status and software version")
t(E, "postgres-port", 4, "Should Postgres listen on port {a} instead of the default? The server sits at {b} on our office LAN.", {"a": port, "b": ip_priv}, "port and private IP address")
t(E, "password-policy", 4, "Our new password policy says at least {a} characters and a forced change every {b} days. Is that still considered best practice?", {"a": ch("10", "12", "14", "16"), "b": ch("30", "60", "90", "180")}, "policy numbers, not a password")
t(E, "india-pin-code", 4, "Which city does the PIN code {a} belong to? My cousin put it on the parcel address.", {"a": lambda r: str(r.randint(1, 8)) + Z(r, 5)}, "Indian postal PIN code, not a PIN")
t(E, "context-tokens", 4, "If the model's context window is {a} tokens, roughly how many pages of text is that?", {"a": ch("8192", "32768", "128000", "200000", "16384", "65536")}, "token count, not a token")
t(E, "aws-doc-key", 1, "The AWS docs use {a} as the access key ID in every example. Is that a real key or just a placeholder?", {"a": ch("AKIAIOSFODNN7EXAMPLE")}, "documented example access key ID")
t(E, "stripe-test-card", 3, "Stripe's test card {a} keeps getting declined in test mode. What am I missing?", {"a": ch("4242 4242 4242 4242", "4000 0000 0000 0002", "5555 5555 5555 4444", "4000 0025 0000 3155")}, "public documented test card number")
t(E, "masked-card-charge", 4, "My statement shows a charge of {a} on the card ending in {b} from a merchant I don't recognize. What should I do first?", {"a": lambda r: "$" + money(r, 10, 2000, ",", "."), "b": lambda r: Z(r, 4)}, "amount and masked last digits")
t(E, "routing-public", 2, "Is {a} the right ABA routing number for incoming wires to that bank? It's the one on their public website.", {"a": ch("021000021", "026009593", "121000248")}, "bank's own public routing number")
t(E, "charity-sortcode", 4, "The charity's donation page lists sort code {a} and account number {b} for bank transfers. Do I need to add a reference?", {"a": lambda r: "%s-%s-%s" % (Z(r, 2), Z(r, 2), Z(r, 2)), "b": lambda r: D(r, 8)}, "charity's published bank details")
t(E, "landlord-rent", 4, "My landlord wants rent of {a} paid to his account ending {b} before the lease is signed. Is that normal?", {"a": lambda r: "$" + grp(r.randint(900, 4500), ","), "b": lambda r: Z(r, 4)}, "amount and landlord's masked account")
t(E, "invoice-terms", 4, "Supplier invoice {a} says payment terms net {b}. When is it due if it's dated {c}?", {"a": lambda r: "INV-" + str(r.choice([2025, 2026])) + "-" + Z(r, 4), "b": ch("30", "45", "60", "15"), "c": d_us}, "supplier invoice number, terms and date")
t(E, "vat-vies", 4, "Is the VAT number {a} on this supplier's invoice valid? How do I check it in VIES?", {"a": lambda r: r.choice(["DE" + D(r, 9), "FR" + Z(r, 2) + D(r, 9), "NL" + D(r, 9) + "B01", "IE" + D(r, 7) + L(r, 1)])}, "company VAT number")
t(E, "customs-parcel", 4, "The parcel {a} has been stuck in customs for {b} days. Who do I even call about that?", {"a": lambda r: s10(r, r.choice(["CN", "GB", "DE", "NL"])), "b": lambda r: str(r.randint(3, 19))}, "postal tracking number")
t(E, "bank-hotline", 4, "Is {a} really my bank's fraud hotline? Someone called and told me to call back on it.", {"a": lambda r: "1-800-" + D(r, 3) + "-" + Z(r, 4)}, "customer service line")
t(E, "front-desk-ext", 4, "Call the front desk at {a}, ext. {b}, to book meeting room {c} for Thursday.", {"a": lambda r: "(%s) 555-01%s" % (D(r, 3), Z(r, 2)), "b": lambda r: D(r, r.choice([3, 4])), "c": lambda r: "%d.%02d" % (r.randint(2, 9), r.randint(1, 30))}, "office phone, extension and room")
t(E, "hotel-room", 4, "Our hotel room is {a} and the ice machine seems to be broken. Is there another one on a different floor?", {"a": lambda r: str(r.randint(2, 30)) + "%02d" % r.randint(1, 40)}, "hotel room number")
t(E, "course-prereq", 4, "Is course {a} a prerequisite for {b}? The final exam is in room {c}.", {"a": lambda r: r.choice(["CS", "MATH", "ECON", "BIO", "CHEM"]) + " " + D(r, 3), "b": lambda r: r.choice(["CS", "MATH", "STAT", "PHYS"]) + " " + D(r, 3), "c": lambda r: r.choice(["B", "C", "H"]) + D(r, 3)}, "course codes and room")
t(E, "node-upgrade", 4, "After upgrading Node from {a} to {b}, npm install fails with {c}. How do I fix that?", {"a": lambda r: "%d.%d.%d" % (r.choice([16, 18]), r.randint(0, 20), r.randint(0, 9)), "b": lambda r: "%d.%d.%d" % (r.choice([20, 22]), r.randint(0, 20), r.randint(0, 9)), "c": ch("E404", "E401", "E403", "E500")}, "versions and npm error code")
t(E, "git-commit", 4, "Can you explain what commit {a} changed? The message only says 'fix token refresh'.", {"a": lambda r: HX(r, 7)}, "git commit hash")
t(E, "request-id", 4, "Support asked for the request ID shown on the error page: {a}. What do they use it for?", {"a": uuid4}, "error page request/correlation ID")
t(E, "checksum", 4, "The download page lists the checksum {a} for the installer. How do I compare it on a Mac?", {"a": lambda r: HX(r, 64)}, "published file checksum")
t(E, "cve-openssl", 4, "Is our server affected by {a}? We're running OpenSSL {b}.", {"a": lambda r: "CVE-%d-%s" % (r.choice([2023, 2024, 2025]), D(r, r.choice([4, 5]))), "b": lambda r: "3.%d.%d" % (r.randint(0, 4), r.randint(1, 15))}, "CVE identifier and version")
t(E, "security-kb", 4, "The security update {a} failed to install twice with error {b}. Should I just skip it?", {"a": lambda r: "KB50" + Z(r, 5), "b": ch("0x800f0922", "0x80070643", "0x8024200B", "0x80070002")}, "KB number and error code")
t(E, "lotto", 4, "The winning numbers last night were {a}. How do I check whether a ticket from the gas station won?", {"a": lotto}, "public lottery draw")
t(E, "jersey", 4, "My son got jersey number {a} on his soccer team. Any fun nickname ideas to print above it?", {"a": lambda r: str(r.randint(2, 99))}, "jersey number")
t(E, "bike-size", 4, "My daughter is {a} years old and {b} cm tall. Which bike size should we get?", {"a": lambda r: str(r.randint(5, 13)), "b": lambda r: str(r.randint(110, 165))}, "age and height")
t(E, "oven-temp", 4, "The recipe says bake at {a}°F for {b} minutes, but my oven is in Celsius. What should I set?", {"a": ch("325", "350", "375", "400", "425"), "b": lambda r: str(r.choice(range(15, 75, 5)))}, "temperature and time")
t(E, "restaurant-text", 4, "Can you write a text to the restaurant at {a} asking to move our reservation to {b}?", {"a": lambda r: "(%s) 555-01%s" % (D(r, 3), Z(r, 2)), "b": t12}, "restaurant's phone and time")
t(E, "dentist-address", 4, "The new dentist office is at {a} Oak Avenue, Suite {b}. How long does it take to get there from downtown?", {"a": lambda r: str(r.randint(10, 9800)), "b": lambda r: str(r.randint(100, 950))}, "business address")
t(E, "door-lock-model", 4, "Our office door lock, model {a}, keeps jamming. The manual says to hold reset for {b} seconds. Does that wipe anything?", {"a": lambda r: L(r, 2) + "-" + D(r, 4), "b": ch("5", "10", "15", "30")}, "lock model number and seconds")
t(E, "smoke-alarm", 4, "The smoke alarm chirps every {a} seconds and shows {b} even after a new battery. Is it dying?", {"a": ch("30", "40", "45", "60"), "b": lambda r: "E" + Z(r, 2)}, "alarm error code")
t(E, "hotel-safe", 4, "The hotel room safe shows {a} after I close the door. Is it locked or broken?", {"a": lambda r: "Err " + Z(r, 2)}, "safe display error")
t(E, "router-forward", 4, "The router admin page is at {a}. Which port should I forward for a Minecraft server, {b}?", {"a": ch("192.168.0.1", "192.168.1.1", "192.168.1.254", "10.0.0.1"), "b": ch("25565", "19132")}, "router address and game port")
t(E, "amtrak-track", 4, "Does the {a} train to Boston usually board from track {b}?", {"a": t12, "b": lambda r: str(r.randint(1, 19))}, "time and track number")
t(E, "airline-claim", 4, "The airline gave me claim number {a} for my delayed bag. How long do they usually take?", {"a": lambda r: r.choice(["JFK", "ORD", "LAX", "SFO", "BOS"]) + L(r, 2) + Z(r, 5)}, "baggage claim file reference")
t(E, "survey-stats", 4, "The report says {a} of respondents agreed, with n = {b}. Is that a big enough sample?", {"a": lambda r: "%d.%d%%" % (r.randint(11, 89), r.randint(0, 9)), "b": lambda r: grp(r.randint(120, 9800), ",")}, "statistics")
t(E, "tz-meeting", 4, "Can you convert {a} CET to Pacific time for a call on {b}?", {"a": t24, "b": d_us}, "time and date")
t(E, "dishwasher-part", 4, "I need a replacement filter, part number {a}, for dishwasher model {b}. Is there a cheaper compatible one?", {"a": lambda r: "W10" + Z(r, 6), "b": lambda r: "WDT" + D(r, 3) + "SAP" + Z(r, 1)}, "part and model number")
t(E, "stripe-doc-key", 1, "The Stripe docs show {a} as a sample secret key. Can I paste it into my test app, or do I need my own?", {"a": ch("sk_test_4eC39HqLyjWDarjtT1zdp7dc")}, "documented public sample key")
t(E, "ssn-ad-range", 3, "For a form mockup I need a fake SSN. Is {a} from the range reserved for advertising?", {"a": lambda r: "987-65-432" + Z(r, 1)}, "advertising-reserved fake SSN")
t(E, "iban-example", 1, "Is {a} the example IBAN from the UK bank docs? My validator rejects it with a space in it.", {"a": ch("GB82WEST12345698765432")}, "documented example IBAN")
t(E, "otp-expiry", 4, "The app says the verification code expires after {a} minutes and I can request a new one every {b} seconds. Is that normal?", {"a": ch("5", "10", "15"), "b": ch("30", "60", "90")}, "expiry durations, no code")
t(E, "savings-apy", 4, "My savings account pays {a}% APY. How much interest would {b} earn in a year?", {"a": lambda r: "%d.%02d" % (r.randint(0, 5), r.randint(0, 99)), "b": lambda r: "$" + grp(r.randint(1000, 60000), ",")}, "interest rate and amount")
t(E, "mortgage", 4, "What's the monthly payment on a {a} mortgage at {b}% over {c} years?", {"a": lambda r: "$" + grp(r.randint(150, 900) * 1000, ","), "b": lambda r: "%d.%d" % (r.randint(3, 7), r.randint(0, 9)), "c": ch("15", "20", "30")}, "loan figures")
t(E, "isbn", 4, "Is ISBN {a} the paperback or the hardcover edition?", {"a": isbn13}, "book ISBN")
t(E, "parking-level", 4, "I parked on level {a}, spot {b}. Is the garage ticket good for {c} hours?", {"a": ch("P2", "P3", "P4", "B1", "B2"), "b": lambda r: str(r.randint(10, 480)), "c": ch("2", "3", "4", "24")}, "parking level and spot")
t(E, "support-ticket", 4, "Support ticket #{a} has been open for {b} days with no answer. How do I escalate?", {"a": lambda r: D(r, 6), "b": lambda r: str(r.randint(4, 30))}, "support ticket number")
t(E, "fever", 4, "I've had a fever of {a}°C since {b} yesterday. Should I see a doctor today?", {"a": lambda r: "%d.%d" % (r.choice([37, 38, 39]), r.randint(0, 9)), "b": t12}, "body temperature and time")
t(E, "rsa-key-size", 3, "For SSH, should I generate a {a}-bit RSA key or just use {b}?", {"a": ch("2048", "3072", "4096"), "b": ch("ed25519")}, "key size and algorithm name, no key")
t(E, "docker-ports", 4, "Why does docker run -p {a}:{b} nginx:{c} say the port is already allocated?", {"a": port, "b": ch("80", "443", "8080"), "c": lambda r: "1.%d" % r.randint(19, 27)}, "ports and image tag")
t(E, "api-rate-limit", 4, "The API docs say each key is limited to {a} requests per minute and {b} per day. How should I batch calls?", {"a": ch("60", "100", "300", "600"), "b": lambda r: grp(r.choice([5000, 10000, 25000, 50000]), ",")}, "rate limits, no key")
t(E, "gift-card-balance", 4, "A gift card from the store shows a balance of {a}, but the site says it expired on {b}. Can they do that?", {"a": lambda r: "$" + money(r, 5, 200, ",", "."), "b": d_us}, "balance and expiry date")
t(E, "locker", 4, "The gym told me to use locker {a} near the pool while mine is fixed. Do I report the broken one at the desk?", {"a": lambda r: str(r.randint(10, 399))}, "locker number")

# Chinese
t("zh", "promo", 2, "请问优惠码 {a} 还能用吗？结账时一直提示已过期。", {"a": promo}, "public discount code")
t("zh", "sf-tracking", 2, "我的顺丰单号是 {a}，好几天都没有更新物流信息了，正常吗？", {"a": lambda r: "SF" + D(r, 12)}, "courier tracking number")
t("zh", "bank-hotline", 2, "有人让我回拨 {a}，说是银行的客服电话，这个号码是官方的吗？", {"a": lambda r: "400-" + D(r, 3) + "-" + Z(r, 4)}, "customer service line")
t("zh", "flight-gate", 1, "航班 {a} 改到 {b} 登机口了，{c} 起飞，安检后还来得及吃饭吗？", {"a": lambda r: flight(r, ["CA", "MU", "CZ", "HU"]), "b": gate, "c": t24}, "flight, gate, time")
# Japanese
t("ja", "coupon", 2, "クーポンコード「{a}」は会員登録前でも使えますか？", {"a": promo}, "public coupon code")
t("ja", "postal", 2, "〒{a} ってどのあたりですか？新しい職場の住所なんです。", {"a": lambda r: "%s-%s" % (D(r, 3), Z(r, 4))}, "postal code of a workplace")
t("ja", "shinkansen", 2, "のぞみ{a}号の{b}号車、{c}席って窓側ですか？", {"a": lambda r: str(r.randint(1, 299)), "b": lambda r: str(r.randint(1, 16)), "c": lambda r: str(r.randint(1, 20)) + r.choice("ABCDE")}, "train, car and seat")
t("ja", "error-port", 1, "エラーコード {a} が出てログイン画面が開きません。サーバーのポートは {b} にしています。", {"a": ch("0x80070005", "E1001", "502"), "b": port}, "error code and port")
# Korean
t("ko", "discount", 2, "할인 코드 {a} 아직 유효한가요? 결제할 때 적용이 안 돼요.", {"a": promo}, "public discount code")
t("ko", "postal", 2, "우편번호 {a} 는 어느 동네인가요?", {"a": lambda r: "0" + Z(r, 4)}, "postal code")
t("ko", "waybill", 2, "택배 운송장 번호 {a} 조회가 사흘째 안 돼요. 어디에 문의하면 되나요?", {"a": lambda r: D(r, 12)}, "courier waybill number")
t("ko", "bank-rep-number", 1, "{a} 번호가 은행 대표번호가 맞나요? 보안팀이라며 전화가 왔어요.", {"a": lambda r: r.choice(["1588-", "1599-", "1577-"]) + Z(r, 4)}, "bank's public representative number")
# Arabic
t("ar", "discount", 2, "هل رمز الخصم {a} ما زال صالحاً؟ لم يقبله الموقع عند الدفع.", {"a": promo}, "public discount code")
t("ar", "flight-gate", 2, "الرحلة {a} تغيرت بوابتها إلى {b}، متى يبدأ الصعود إذا كان الإقلاع {c}؟", {"a": lambda r: flight(r, ["SV", "EK", "QR", "MS"]), "b": gate, "c": t24}, "flight, gate, time")
t("ar", "postal", 2, "الرمز البريدي {a} تابع لأي حي في الرياض؟", {"a": lambda r: "1" + Z(r, 4)}, "postal code")
t("ar", "bank-cs", 1, "هل رقم خدمة العملاء {a} هو الرقم الرسمي للبنك؟ اتصل بي شخص من هذا الرقم.", {"a": lambda r: "800 " + D(r, 3) + " " + Z(r, 4)}, "bank customer service number")
# Persian
t("fa", "discount", 2, "کد تخفیف {a} هنوز اعتبار دارد؟ موقع پرداخت خطا می دهد.", {"a": promo}, "public discount code")
t("fa", "postal", 2, "کد پستی {a} مربوط به کدام محله تهران است؟", {"a": lambda r: fa_digits(D(r, 5) + "-" + Z(r, 5))}, "postal code in Persian digits")
t("fa", "parcel", 2, "شماره پیگیری مرسوله {a} است ولی در سایت پست چیزی نشان نمی دهد.", {"a": lambda r: Z(r, 24)}, "parcel tracking number")
t("fa", "meeting", 1, "جلسه ساعت {a} روز {b} است، یادآوری بنویس.", {"a": lambda r: fa_digits(t24(r)), "b": lambda r: fa_digits("14%02d/%02d/%02d" % (r.randint(3, 4), r.randint(1, 12), r.randint(1, 29)))}, "time and Persian calendar date")
# Hebrew
t("he", "coupon", 2, "קוד הקופון {a} עדיין בתוקף? באתר כתוב שהוא לא קיים.", {"a": promo}, "public coupon code")
t("he", "order", 2, "מספר ההזמנה שלי באתר הוא {a}, מתי בערך זה אמור להגיע?", {"a": lambda r: D(r, 9)}, "shop order number")
t("he", "zip", 2, "המיקוד {a} שייך לאיזו שכונה?", {"a": lambda r: D(r, 7)}, "postal code")
t("he", "bank-star", 1, "המספר {a} הוא באמת מוקד השירות של הבנק? התקשרו אליי בשם מחלקת האבטחה.", {"a": lambda r: "*" + D(r, 4)}, "bank's public star number")
# Hindi
t("hi", "pin-code", 2, "पिन कोड {a} किस शहर का है? कूरियर वाले ने पूछा है।", {"a": lambda r: str(r.randint(1, 8)) + Z(r, 5)}, "postal PIN code")
t("hi", "train-platform", 2, "ट्रेन नंबर {a} प्लेटफॉर्म {b} से {c} बजे चलेगी क्या?", {"a": lambda r: "1" + Z(r, 4), "b": lambda r: str(r.randint(1, 12)), "c": t24}, "train, platform, time")
t("hi", "promo", 2, "प्रोमो कोड {a} लगाने पर भी ₹{b} का डिस्काउंट नहीं मिला।", {"a": promo, "b": lambda r: inr(r, 100, 5000)}, "promo code and amount")
t("hi", "ifsc", 1, "बैंक का IFSC कोड {a} सही है क्या? ब्रांच की वेबसाइट पर यही लिखा है।", {"a": lambda r: r.choice(["SBIN", "HDFC", "ICIC", "PUNB"]) + "0" + Z(r, 6)}, "bank branch public IFSC")
# Russian
t("ru", "promo", 2, "Промокод {a} ещё действует? В корзине пишет, что нет.", {"a": promo}, "public promo code")
t("ru", "track", 2, "Трек-номер {a} не отслеживается уже неделю, куда писать?", {"a": lambda r: s10(r, r.choice(["RU", "CN"]))}, "postal tracking number")
t("ru", "index", 2, "Индекс {a} — это какой район Москвы?", {"a": lambda r: "1" + Z(r, 5)}, "postal index")
t("ru", "security-call", 1, "Мне позвонили с номера {a} и представились службой безопасности банка. Это правда их номер?", {"a": lambda r: "+7 495 %s-%s-%s" % (D(r, 3), Z(r, 2), Z(r, 2))}, "caller's phone number")
# Ukrainian
t("uk", "promo", 2, "Промокод {a} не спрацьовує на сайті, він ще дійсний?", {"a": promo}, "public promo code")
t("uk", "nova-poshta", 2, "Номер накладної Нової пошти {a}, коли буде доставка у відділення?", {"a": lambda r: "20" + Z(r, 12)}, "waybill number")
t("uk", "postal", 2, "Поштовий індекс {a} — це який район Києва?", {"a": lambda r: "0" + str(r.randint(1, 4)) + Z(r, 3)}, "postal code")
t("uk", "flight-delay", 1, "Рейс {a} затримується до {b}, чи встигну я на пересадку?", {"a": lambda r: flight(r, ["PS", "LO", "W6"]), "b": t24}, "flight and time")
# Polish
t("pl", "discount", 2, "Kod rabatowy {a} nie działa w koszyku, czy on jeszcze obowiązuje?", {"a": promo}, "public discount code")
t("pl", "postal", 2, "Kod pocztowy {a} to która dzielnica?", {"a": lambda r: "%s-%s" % (Z(r, 2), Z(r, 3))}, "postal code")
t("pl", "charity-account", 2, "Numer konta fundacji do wpłat to {a}. Czy w tytule przelewu trzeba coś wpisać?", {"a": lambda r: (lambda ib: ib[2:4] + " " + grp4(ib[4:]))(iban("PL", D(r, 8) + Z(r, 16)))}, "charity's published account")
t("pl", "train", 1, "Pociąg {a} odjeżdża z peronu {b}, tor {c}?", {"a": lambda r: "IC " + D(r, 4), "b": lambda r: str(r.randint(1, 9)), "c": lambda r: str(r.randint(10, 29))}, "train, platform, track")
# Czech
t("cs", "discount", 2, "Slevový kód {a} mi nejde uplatnit, neplatí už?", {"a": promo}, "public discount code")
t("cs", "psc", 2, "PSČ {a} patří ke které části Prahy?", {"a": lambda r: "1%s %s" % (Z(r, 2), Z(r, 2))}, "postal code")
t("cs", "donation-account", 2, "Číslo účtu pro dary je {a}. Potřebuju k platbě variabilní symbol?", {"a": cz_account}, "charity's published account")
t("cs", "order", 1, "Číslo objednávky {a}, kdy zhruba dorazí?", {"a": lambda r: D(r, 10)}, "shop order number")
# German
t("de", "voucher", 2, "Der Gutscheincode {a} funktioniert im Warenkorb nicht. Ist der abgelaufen?", {"a": promo}, "public voucher code")
t("de", "donation-iban", 2, "Das Spendenkonto der Stiftung ist {a}. Brauche ich einen Verwendungszweck?", {"a": lambda r: grp4(iban("DE", D(r, 8) + Z(r, 10)))}, "foundation's published IBAN")
t("de", "plz", 2, "Welche Stadt hat die Postleitzahl {a}?", {"a": lambda r: "%05d" % r.randint(1067, 99998)}, "postal code")
t("de", "ice-gleis", 1, "Fährt der ICE {a} heute wirklich von Gleis {b} ab? Ich sitze in Wagen {c}.", {"a": lambda r: D(r, r.choice([3, 4])), "b": lambda r: str(r.randint(1, 22)), "c": lambda r: str(r.randint(1, 14))}, "train, track, car")
# French
t("fr", "promo", 2, "Le code promo {a} est-il encore valable ? Le site me dit qu'il est invalide.", {"a": promo}, "public promo code")
t("fr", "parcel", 2, "Mon colis {a} est bloqué depuis le {b}, je fais quoi ?", {"a": lambda r: s10(r, "FR"), "b": lambda r: d_eu(r, "/")}, "parcel tracking and date")
t("fr", "postcode", 2, "Le code postal {a}, c'est quel arrondissement ?", {"a": lambda r: "750%02d" % r.randint(1, 20)}, "postal code")
t("fr", "siret", 1, "Le numéro SIRET {a} de ce fournisseur est-il valide ? Je veux vérifier avant de payer.", {"a": siret}, "company registration number")
# Spanish
t("es", "discount", 2, "¿El código de descuento {a} ya no funciona? Me dice que no es válido.", {"a": promo}, "public discount code")
t("es", "postal", 2, "¿El código postal {a} es de qué barrio de Madrid?", {"a": lambda r: "280%02d" % r.randint(1, 55)}, "postal code")
t("es", "flight-gate", 2, "El vuelo {a} sale por la puerta {b} a las {c}, ¿me da tiempo a cenar?", {"a": lambda r: flight(r, ["IB", "VY", "UX"]), "b": gate, "c": t24}, "flight, gate, time")
t("es", "cif", 1, "El CIF de la empresa es {a}, ¿lo tengo que poner en la factura?", {"a": cif}, "company tax id")
# Portuguese (Brazil)
t("pt", "coupon", 2, "O cupom {a} ainda vale? No carrinho aparece como inválido.", {"a": promo}, "public coupon")
t("pt", "cep", 2, "O CEP {a} é de qual bairro?", {"a": lambda r: "%s-%s" % (D(r, 5), Z(r, 3))}, "postal code")
t("pt", "cnpj", 2, "O CNPJ da loja é {a}, dá pra saber se ela é confiável?", {"a": cnpj}, "shop's company registration")
t("pt", "order", 1, "Meu pedido {a} está parado desde {b}, o que eu faço?", {"a": lambda r: D(r, 9), "b": lambda r: d_eu(r, "/")}, "order number and date")
# Italian
t("it", "discount", 2, "Il codice sconto {a} è ancora valido? Al checkout non lo prende.", {"a": promo}, "public discount code")
t("it", "cap", 2, "Il CAP {a} di che zona è?", {"a": lambda r: "%05d" % r.randint(10, 98168)}, "postal code")
t("it", "piva", 2, "La partita IVA del fornitore è {a}, come la verifico?", {"a": piva}, "supplier VAT number")
t("it", "train", 1, "Il Frecciarossa {a} parte dal binario {b} alle {c}?", {"a": lambda r: "9" + Z(r, 3), "b": lambda r: str(r.randint(1, 24)), "c": t24}, "train, platform, time")
# Dutch
t("nl", "discount", 2, "Werkt de kortingscode {a} nog? Bij het afrekenen gebeurt er niks.", {"a": promo}, "public discount code")
t("nl", "postcode", 2, "Welke wijk hoort bij postcode {a}?", {"a": lambda r: "%d %s" % (r.randint(1000, 9999), L(r, 2))}, "postal code")
t("nl", "kvk", 2, "Het KvK-nummer van de webshop is {a}. Is die betrouwbaar?", {"a": lambda r: D(r, 8)}, "company registration number")
t("nl", "parcel", 1, "Mijn pakket {a} staat al dagen op gesorteerd, is dat normaal?", {"a": lambda r: "3S" + L(r, 4) + Z(r, 9)}, "parcel tracking")
# Swedish
t("sv", "discount", 2, "Rabattkoden {a} funkar inte i kassan, har den gått ut?", {"a": promo}, "public discount code")
t("sv", "postnr", 2, "Vilket område är postnummer {a}?", {"a": lambda r: "%s %s" % (D(r, 3), Z(r, 2))}, "postal code")
t("sv", "bankgiro-swish", 2, "Insamlingens bankgiro är {a} och Swish-numret {b}. Vilket är smidigast?", {"a": bankgiro, "b": lambda r: "123 %s %s %s" % (Z(r, 3), Z(r, 2), Z(r, 2))}, "fundraiser's published payment numbers")
t("sv", "train", 1, "Går tåget {a} från spår {b} kl. {c}?", {"a": lambda r: D(r, 3), "b": lambda r: str(r.randint(1, 19)), "c": t24}, "train, track, time")
# Danish
t("da", "discount", 2, "Rabatkoden {a} virker ikke. Er den udløbet?", {"a": promo}, "public discount code")
t("da", "postnr", 2, "Hvilket område har postnummer {a}?", {"a": lambda r: str(r.randint(1000, 9990))}, "postal code")
t("da", "cvr", 2, "Hvad er CVR-nummer {a} for et firma? Det står på fakturaen.", {"a": dk_cvr}, "company registration number")
t("da", "parcel", 1, "Pakken med nummer {a} er stadig ikke kommet, hvad gør jeg?", {"a": lambda r: "00" + Z(r, 16)}, "parcel tracking")
# Norwegian
t("nb", "discount", 2, "Gjelder rabattkoden {a} fortsatt? Den blir avvist i kassen.", {"a": promo}, "public discount code")
t("nb", "postnr", 2, "Hvilket sted har postnummer {a}?", {"a": lambda r: "%04d" % r.randint(10, 9990)}, "postal code")
t("nb", "orgnr", 2, "Organisasjonsnummeret til utleier er {a}. Hvordan sjekker jeg det i Brønnøysundregistrene?", {"a": no_org}, "landlord company's org number")
t("nb", "flight", 1, "Flyet {a} går fra gate {b} klokka {c}, rekker jeg det?", {"a": lambda r: flight(r, ["SK", "DY", "WF"]), "b": gate, "c": t24}, "flight, gate, time")
# Finnish
t("fi", "discount", 2, "Alennuskoodi {a} ei toimi kassalla, onko se vanhentunut?", {"a": promo}, "public discount code")
t("fi", "postinumero", 2, "Mikä alue on postinumero {a}?", {"a": lambda r: "00" + str(r.randint(100, 990))}, "postal code")
t("fi", "ytunnus", 2, "Yrityksen Y-tunnus on {a}, mistä sen voi tarkistaa?", {"a": fi_ytunnus}, "company business id")
t("fi", "viite", 1, "Laskun viitenumero on {a} ja eräpäivä {b}. Kumpaan kenttään viite laitetaan?", {"a": lambda r: "%s %s" % (D(r, 5), Z(r, 5)), "b": d_fi}, "biller's invoice reference and due date")
# Hungarian
t("hu", "coupon", 2, "A kuponkód {a} még érvényes? A kosárban nem fogadja el.", {"a": promo}, "public coupon code")
t("hu", "irsz", 2, "Az irányítószám {a} melyik kerület?", {"a": lambda r: "1" + Z(r, 3)}, "postal code")
t("hu", "adoszam", 2, "A cég adószáma {a}, ez így rendben van a számlán?", {"a": lambda r: "%s-%d-%02d" % (D(r, 8), r.randint(1, 5), r.randint(2, 44))}, "company tax number")
t("hu", "parcel", 1, "A csomagom száma {a}, mikorra érkezik?", {"a": lambda r: D(r, 14)}, "parcel number")
# Romanian
t("ro", "discount", 2, "Codul de reducere {a} mai este valabil?", {"a": promo}, "public discount code")
t("ro", "postal", 2, "Codul poștal {a} e în ce sector?", {"a": lambda r: "0" + Z(r, 5)}, "postal code")
t("ro", "cui", 2, "CUI-ul firmei este {a}, cum verific dacă e valid?", {"a": lambda r: "RO" + D(r, 8)}, "company tax id")
t("ro", "train", 1, "Trenul {a} pleacă de la linia {b}?", {"a": lambda r: "IR " + D(r, 4), "b": lambda r: str(r.randint(1, 14))}, "train and platform")
# Greek
t("el", "discount", 2, "Ο κωδικός έκπτωσης {a} ισχύει ακόμα;", {"a": promo}, "public discount code")
t("el", "tk", 2, "Ο ταχυδρομικός κώδικας {a} ποια περιοχή είναι;", {"a": lambda r: "%s %s" % (D(r, 3), Z(r, 2))}, "postal code")
t("el", "flight", 2, "Η πτήση {a} φεύγει από την πύλη {b};", {"a": lambda r: flight(r, ["A3", "OA", "FR"]), "b": gate}, "flight and gate")
t("el", "afm", 1, "Το ΑΦΜ της εταιρείας είναι {a}, είναι έγκυρο;", {"a": gr_afm}, "company tax number")
# Turkish
t("tr", "discount", 2, "İndirim kodu {a} hâlâ geçerli mi?", {"a": promo}, "public discount code")
t("tr", "postal", 2, "Posta kodu {a} hangi semt?", {"a": lambda r: "34" + Z(r, 3)}, "postal code")
t("tr", "cargo", 2, "Kargo takip numarası {a}, ne zaman gelir?", {"a": lambda r: D(r, 12)}, "cargo tracking")
t("tr", "bank-line", 1, "Bankanın müşteri hizmetleri numarası {a} mi? Beni bu numaradan aradılar.", {"a": lambda r: "0850 %s %s %s" % (D(r, 3), Z(r, 2), Z(r, 2))}, "bank's customer service number")
# Vietnamese
t("vi", "discount", 2, "Mã giảm giá {a} còn dùng được không?", {"a": promo}, "public discount code")
t("vi", "flight-gate", 2, "Chuyến bay {a} đổi sang cửa {b} rồi à?", {"a": lambda r: flight(r, ["VN", "VJ", "QH"]), "b": lambda r: str(r.randint(1, 30))}, "flight and gate")
t("vi", "tax-code", 2, "Mã số thuế của công ty là {a}, kiểm tra ở đâu?", {"a": lambda r: "0" + Z(r, 9)}, "company tax code")
t("vi", "order-price", 1, "Đơn hàng {a} giá {b}đ đã giao chưa?", {"a": lambda r: D(r, 9), "b": lambda r: grp(r.randint(50, 5000) * 1000, ".")}, "order number and price")
# Thai
t("th", "discount", 2, "โค้ดส่วนลด {a} ยังใช้ได้ไหม", {"a": promo}, "public discount code")
t("th", "postal", 2, "รหัสไปรษณีย์ {a} อยู่เขตไหน", {"a": lambda r: "10" + Z(r, 3)}, "postal code")
t("th", "flight", 2, "เที่ยวบิน {a} ออกประตู {b} กี่โมง", {"a": lambda r: flight(r, ["TG", "FD", "WE"]), "b": gate}, "flight and gate")
t("th", "parcel", 1, "เลขพัสดุ {a} ติดตามไม่ได้เลย", {"a": lambda r: "TH" + Z(r, 11)}, "parcel tracking")
# Indonesian
t("id", "promo", 2, "Kode promo {a} masih berlaku nggak?", {"a": promo}, "public promo code")
t("id", "kodepos", 2, "Kode pos {a} itu daerah mana?", {"a": lambda r: D(r, 5)}, "postal code")
t("id", "donation", 2, "Nomor rekening resmi yayasan untuk donasi {a}, benar itu?", {"a": lambda r: "%s-%s-%s" % (D(r, 3), Z(r, 3), Z(r, 4))}, "foundation's published account")
t("id", "resi", 1, "Nomor resi {a} belum update sejak {b}.", {"a": lambda r: "JP" + D(r, 10), "b": lambda r: d_eu(r, "/")}, "waybill and date")
# Tagalog
t("tl", "promo", 2, "Gumagana pa ba ang promo code na {a}?", {"a": promo}, "public promo code")
t("tl", "zip", 2, "Anong lugar ang zip code {a}?", {"a": lambda r: str(r.randint(1000, 9800))}, "postal code")
t("tl", "flight", 2, "Yung flight {a}, sa gate {b} na daw?", {"a": lambda r: flight(r, ["PR", "5J", "Z2"]), "b": lambda r: str(r.randint(1, 16))}, "flight and gate")
t("tl", "bank-hotline", 1, "Ang hotline ng bangko ay {a}, totoo ba yan?", {"a": lambda r: "(02) 8%s-%s" % (Z(r, 3), Z(r, 4))}, "bank's public hotline")
# Swahili
t("sw", "discount", 2, "Je, nambari ya punguzo {a} bado inafanya kazi?", {"a": promo}, "public discount code")
t("sw", "paybill", 2, "Nambari ya Paybill ya kampuni ya maji ni {a}, ni sahihi?", {"a": lambda r: D(r, 6)}, "utility company's public paybill")
t("sw", "bus", 2, "Basi la saa {a} linaondoka kituo gani?", {"a": t24}, "bus time")
t("sw", "bank-cs", 1, "Nambari ya huduma kwa wateja ya benki ni {a}?", {"a": lambda r: "0711 %s %s" % (Z(r, 3), Z(r, 3))}, "bank's public customer service")

# ---------------- build + validate ----------------
def fail(msg):
    sys.stderr.write("ERROR: " + msg + "\n"); sys.exit(1)

BAD = set('"\\`')
def hostile(s):
    for c in s:
        if c in BAD or c in "\t\r\n":
            return True
        if unicodedata.category(c) in ("Cc", "Cf", "Cs", "Co", "Zl", "Zp"):
            return True
    return False

def isdig(c):
    return c.isdigit()
def isasciialnum(c):
    return c.isascii() and c.isalnum()

def problems(text, vals):
    if hostile(text) or any(hostile(v) for v in vals):
        return "hostile char"
    if not (1 <= len(vals) <= 3):
        return "count"
    if len(set(vals)) != len(vals):
        return "dup value"
    covered = [False] * len(text)
    for v in vals:
        if not v or v not in text:
            return "not substring"
        if v != v.strip():
            return "whitespace"
        if not any(isdig(c) for c in v):
            return "no digit"
        for o in vals:
            if o != v and v in o:
                return "value inside other value"
        i = text.find(v)
        while i >= 0:
            before = text[i - 1] if i > 0 else ""
            after = text[i + len(v)] if i + len(v) < len(text) else ""
            if (isasciialnum(v[0]) or isdig(v[0])) and before and (isasciialnum(before) or isdig(before)):
                return "embedded start"
            if (isasciialnum(v[-1]) or isdig(v[-1])) and after and (isasciialnum(after) or isdig(after)):
                return "embedded end"
            for k in range(i, i + len(v)):
                covered[k] = True
            i = text.find(v, i + 1)
    for k, c in enumerate(text):
        if isdig(c) and not covered[k]:
            return "uncovered digit"
    return None

cases = []
seen = set()
for lang, slug, count, text, gens, note in T:
    for n in range(count):
        for attempt in range(200):
            vals = {k: g(r) for k, g in gens.items()}
            out = text.format(**vals)
            lst = [vals[k] for k in sorted(vals)]
            if out in seen:
                continue
            if problems(out, lst) is None:
                break
        else:
            fail("cannot build %s/%s: %s" % (lang, slug, problems(out, lst)))
        seen.add(out)
        cases.append({"lang": lang, "slug": slug, "text": out, "lookalikes": lst, "note": note})

r.shuffle(cases)
ids = set()
for i, c in enumerate(cases, 1):
    c["id"] = "%s-%03d-%s" % (PREFIX, i, c["slug"])
    if c["id"] in ids:
        fail("dup id")
    ids.add(c["id"])
    for f in ("id", "lang", "text", "note"):
        if hostile(c[f]):
            fail("hostile " + c["id"])
    p = problems(c["text"], c["lookalikes"])
    if p:
        fail(c["id"] + " " + p)
    if len(c["lang"]) != 2 or not c["lang"].islower():
        fail("lang " + c["id"])

def q(s):
    return json.dumps(s, ensure_ascii=False)
lines = ["lookalikes: []", "cases:"]
for c in cases:
    lines.append("  - id: " + q(c["id"]))
    lines.append("    lang: " + q(c["lang"]))
    lines.append("    text: " + q(c["text"]))
    lines.append("    secrets: []")
    lines.append("    lookalikes:")
    for v in c["lookalikes"]:
        lines.append("      - " + q(v))
    lines.append("    note: " + q(c["note"]))
if len(sys.argv) != 2:
    fail("usage: make_tuning_v50.py OUT.yaml")
with open(sys.argv[1], "w", encoding="utf-8") as fh:
    fh.write("\n".join(lines) + "\n")
print("wrote %d cases to %s" % (len(cases), sys.argv[1]))
