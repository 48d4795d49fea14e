#!/usr/bin/env python3
"""Deterministic generator of blind look-alike cases (non-secrets) for a secrets filter.
Usage: python3 make_tuning_v51.py tuning_v51.yaml"""
import json, random, re, sys, datetime, string

SEED = 51
PREFIX = "T51"
R = random.Random(SEED)
UP = "ABCDEFGHJKLMNPQRSTUVWXYZ"
AN = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

def pat(r, p):
    out = []
    for ch in p:
        if ch == "#": out.append(r.choice("0123456789"))
        elif ch == "!": out.append(r.choice("123456789"))
        elif ch == "@": out.append(r.choice(UP))
        elif ch == "%": out.append(r.choice("0123456789abcdef"))
        elif ch == "&": out.append(r.choice(AN))
        else: out.append(ch)
    return "".join(out)

def rdate(r):
    return datetime.date(2024, 1, 1) + datetime.timedelta(days=r.randrange(0, 800))

def fmt_date(r, f):
    d = rdate(r)
    m = {"Y": "%04d" % d.year, "m": "%02d" % d.month, "n": str(d.month), "d": "%02d" % d.day, "j": str(d.day)}
    return "".join(m.get(c, c) for c in f)

def group(n, sep):
    s = str(n); parts = []
    while len(s) > 3:
        parts.insert(0, s[-3:]); s = s[:-3]
    parts.insert(0, s)
    return sep.join(parts)

STY = {"us": (",", "."), "eu": (".", ","), "fr": (" ", ","), "ch": ("'", "."), "none": ("", "."), "nc": ("", ",")}

def money(r, lo, hi, sty):
    g, dsep = STY[sty]
    n = r.randint(int(lo), int(hi)); c = r.choice([0, 0, 49, 90, 95, 99, r.randint(1, 98)])
    return group(n, g) + dsep + "%02d" % c

def intg(r, lo, hi, sty):
    g, _ = STY[sty]
    return group(r.randint(int(lo), int(hi)), g)

def flt(r, lo, hi, dec, sep):
    v = r.uniform(float(lo), float(hi))
    s = ("%." + dec + "f") % v
    return s.replace(".", sep)

def iban(r, cc, bban_pat):
    bban = pat(r, bban_pat)
    conv = "".join(str(int(ch, 36)) for ch in bban + cc + "00")
    chk = 98 - int(conv) % 97
    raw = cc + "%02d" % chk + bban
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))

def routing(r):
    pre = r.choice(["%02d" % i for i in list(range(1, 13)) + list(range(21, 33))])
    base = pre + pat(r, "######")
    w = [3, 7, 1, 3, 7, 1, 3, 7]
    tot = sum(int(a) * b for a, b in zip(base, w))
    return base + str((10 - tot % 10) % 10)

def ean13(r, prefix="!##"):
    body = pat(r, prefix + "#" * (12 - len(prefix)))
    tot = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - tot % 10) % 10)

def isbn13(r):
    body = "978" + pat(r, "#########")
    tot = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    c = str((10 - tot % 10) % 10)
    return "%s-%s-%s-%s-%s" % (body[:3], body[3], body[4:8], body[8:12], c)

def lotto(r, k=6, hi=49, sep=", "):
    return sep.join(str(x) for x in sorted(r.sample(range(1, hi + 1), k)))

def promo(r):
    w = r.choice(["SPRING", "SUMMER", "WELCOME", "SAVE", "FALL", "HOLIDAY", "FREESHIP", "THANKS", "VIP", "FLASH", "NEWYEAR", "EXTRA"])
    return w + str(r.choice([5, 10, 15, 20, 25, 30, 40, 50]))

def flight(r):
    a = r.choice(["LH", "BA", "AF", "KL", "UA", "DL", "AA", "EK", "QR", "TK", "SQ", "NH", "JL", "LX", "IB", "AY", "SK", "LO", "OS", "VN", "TG", "GA", "PR", "KQ", "KE", "CA", "MU", "EY", "FR", "U2"])
    return a + r.choice(["", " "]) + str(r.randint(10, 2999))

SIMPLE = {
    "promo": promo,
    "flight": flight,
    "gate": lambda r: r.choice("ABCDEFGK") + str(r.randint(1, 62)),
    "seat": lambda r: str(r.randint(1, 45)) + r.choice("ABCDEF"),
    "time12": lambda r: "%d:%02d %s" % (r.randint(1, 12), r.choice(range(0, 60, 5)), r.choice(["AM", "PM"])),
    "time24": lambda r: "%d:%02d" % (r.randint(6, 22), r.choice(range(0, 60, 5))),
    "time24z": lambda r: "%02d:%02d" % (r.randint(6, 22), r.choice(range(0, 60, 5))),
    "timeh": lambda r: "%02d.%02d" % (r.randint(7, 21), r.choice(range(0, 60, 15))),
    "ip": lambda r: r.choice(["192.168.%d.%d" % (r.randint(0, 10), r.randint(2, 254)), "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(2, 254)), "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(2, 254))]),
    "port": lambda r: str(r.choice([3000, 5000, 5432, 6379, 8000, 8080, 8443, 9000, 9200, 27017, r.randint(1025, 65000)])),
    "ver": lambda r: "%d.%d.%d" % (r.randint(1, 19), r.randint(0, 30), r.randint(0, 40)),
    "hex7": lambda r: pat(r, "%%%%%%%"),
    "winerr": lambda r: "0x" + r.choice(["8007", "8024", "C190", "8004", "800F"]) + pat(r, "####").upper(),
    "http": lambda r: str(r.choice([400, 401, 403, 404, 408, 409, 422, 429, 500, 502, 503, 504])),
    "routing": routing,
    "ean13": ean13,
    "isbn": isbn13,
    "lotto": lotto,
    "uuid": lambda r: pat(r, "%%%%%%%%-%%%%-4%%%-a%%%-%%%%%%%%%%%%"),
    "ein": lambda r: pat(r, "!#-#######"),
    "testcard": lambda r: r.choice(["4242 4242 4242 4242", "4000 0566 5566 5556", "5555 5555 5555 4444", "4111 1111 1111 1111"]),
    "docaws": lambda r: "AKIAIOSFODNN7EXAMPLE",
    "voucher": lambda r: pat(r, "&&&&-&&&&-&&&&"),
    "ups": lambda r: "1Z" + pat(r, "&&&&&&##########"),
    "s10": lambda r: pat(r, "@@#########") + r.choice(["CN", "DE", "GB", "US", "NL", "FR", "JP", "SE"]),
    "pnr": lambda r: pat(r, "@@#@@@") if r.random() < 0.5 else pat(r, "@#@@#@"),
    "model": lambda r: pat(r, r.choice(["@@-####@@", "@@@####", "@#@-###", "@@####-@"])),
    "jira": lambda r: r.choice(["OPS", "WEB", "INFRA", "APP", "DATA", "SUP"]) + "-" + str(r.randint(100, 9999)),
    "course": lambda r: r.choice(["CS", "MATH", "ECON", "BIO", "CHEM", "PHYS", "STAT", "HIST"]) + " " + str(r.randint(101, 499)),
    "score": lambda r: "%d-%d" % (r.randint(0, 5), r.randint(0, 5)),
    "vat_de": lambda r: pat(r, "DE!########"),
    "timefr": lambda r: "%dh%02d" % (r.randint(6, 22), r.choice(range(0, 60, 5))),
    "mac": lambda r: ":".join(pat(r, "%%") for _ in range(6)).upper(),
}

PH = re.compile(r"<<([^<>]+)>>")

def fill(r, spec):
    if spec in SIMPLE: return SIMPLE[spec](r)
    k, _, a = spec.partition(":")
    if k == "p": return pat(r, a)
    if k == "date": return fmt_date(r, a)
    if k == "n": lo, hi = a.split(":"); return str(r.randint(int(lo), int(hi)))
    if k == "m": lo, hi, s = a.split(":"); return money(r, lo, hi, s)
    if k == "i": lo, hi, s = a.split(":"); return intg(r, lo, hi, s)
    if k == "f": lo, hi, dec, sep = a.split(":"); return flt(r, lo, hi, dec, sep)
    if k == "iban": cc, bp = a.split(":"); return iban(r, cc, bp)
    if k == "c": return r.choice(a.split("|"))
    if k == "lotto": kk, hi, sep = a.split(":"); return lotto(r, int(kk), int(hi), {"c": ", ", "s": " ", "d": "-"}[sep])
    if k == "ean": return ean13(r, a)
    if k == "pfa": return pat(r, a).translate(str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹"))
    raise SystemExit("unknown placeholder kind: " + spec)


# (lang, slug, text, note); every <<...>> becomes a look-alike value
EN = [
("promo-checkout", "The checkout page says promo code <<promo>> is invalid, but the store's newsletter said it works until <<date:m/d/Y>>. Should I contact support or just wait?", "public shop promo code and expiry date"),
("india-pin-postal", "My cousin in Bangalore told me to write PIN code <<p:560###>> on the parcel. Is a six-digit PIN the normal postal format in India?", "Indian PIN code is a postal code"),
("flight-gate-change", "My flight <<flight>> just got moved to gate <<gate>> and boarding starts at <<time12>>. Do I still have time to grab something to eat?", "flight number, gate, time"),
("seat-window", "The airline app put me in seat <<seat>> on a long-haul flight. Is that usually a window or an aisle seat?", "seat number"),
("hotel-room-ext", "We're staying in room <<p:!##>> and the card on the desk says to dial extension <<p:##>> for housekeeping. How much should I tip them per night?", "hotel room and internal extension"),
("routing-bank-public", "My bank's website lists routing number <<routing>> for incoming wires. Is a routing number the same thing as a SWIFT code, or do I need both?", "bank's public ABA routing number"),
("charity-iban", "The animal shelter's donation page gives their IBAN as <<iban:GB:@@@@##############>>. Can I send money to a UK IBAN from a US bank account?", "charity's published IBAN"),
("masked-card", "My statement shows a charge of $<<m:12:480:us>> from a card ending in **** <<p:####>> that I don't recognise. What's the quickest way to dispute it?", "masked last four digits and amount"),
("stripe-test-card", "Stripe's docs say to use test card <<testcard>> with any future expiry date. Why does my sandbox checkout still decline it with error <<http>>?", "documented public test card number"),
("aws-doc-example", "In the AWS CLI docs for version <<ver>> the example access key ID is <<docaws>>. Is that a real key or just a placeholder? I want to use it in a tutorial slide.", "documentation sample key, public"),
("pw-policy-length", "Our IT policy says a password must be at least <<n:12:16>> characters and expires every <<c:60|90|180>> days. Is that considered good practice nowadays?", "password policy numbers, no password"),
("otp-expiry", "The verification code they text you expires after <<c:5|10|15>> minutes and you get <<c:3|5>> attempts. Is that standard for banking apps?", "policy numbers about codes, no code"),
("pin-length-question", "Why do some banks let you choose a <<c:4|6>>-digit PIN while others insist on <<c:5|8>> digits? Is longer actually safer?", "PIN lengths only"),
("error-windows-update", "Windows Update keeps failing with error <<winerr>>. I already restarted twice. What else can I try?", "public error code"),
("http-status-api", "Our API returns status <<http>> whenever the token refresh runs at <<time24z>> UTC. Could that be a rate limit?", "status code and time"),
("localhost-port", "My dev server runs on <<ip>> port <<port>> but my phone on the same Wi-Fi can't reach it. What should I check?", "private IP and port"),
("version-upgrade", "Is it safe to upgrade from version <<ver>> straight to the newest release, or do I need to go through the intermediate ones first?", "software versions"),
("git-commit-revert", "How do I revert commit <<hex7>> without losing the changes that came after it?", "public git commit hash"),
("jira-ticket", "Can you help me write a summary for ticket <<jira>>? It's about the login page loading slowly on mobile.", "issue tracker key"),
("request-id-support", "The error page showed request ID <<uuid>>. Should I send that to their support team or is it useless to them?", "request id from an error page"),
("order-number-late", "Order #<<p:!#######>> was supposed to arrive on <<date:m/d/Y>> and it still says processing. How do I word a polite complaint?", "shop order number and date"),
("ups-tracking", "UPS tracking <<ups>> has said 'label created' for a week. Does that mean it was never picked up?", "parcel tracking number"),
("intl-tracking", "The seller sent tracking number <<s10>> and the parcel seems stuck in customs. How long does that usually take?", "postal tracking number"),
("invoice-supplier", "Our supplier sent invoice INV-<<p:!####>> for $<<m:800:9999:us>>, but the PO was only for <<n:20:90>> units. How do I ask them to correct it?", "supplier invoice, amount, quantity"),
("ein-charity", "The food bank's receipt lists their EIN as <<ein>>. Do I need that number to deduct the donation on my taxes?", "public charity tax id"),
("case-number-insurance", "The insurer gave me claim number CLM-<<p:####-######>> over the phone. How long do claims like this usually take to settle?", "insurance claim reference"),
("customer-service-line", "Is <<p:1-800-###-####>> really the customer service number for the airline? The hold music has been playing for <<n:25:70>> minutes.", "toll-free service line and count"),
("support-ext", "The office directory says to call the front desk at (<<p:!##>>) <<p:555-####>>, extension <<p:!##>>. What's the polite way to leave a voicemail?", "office phone and extension"),
("zip-code-shipping", "The shipping calculator says it can't deliver to ZIP code <<p:!####>>. Is that a rural area or am I doing something wrong?", "zip code"),
("area-code", "I keep getting calls from area code <<c:202|312|415|646|702|786|305|617>>. How can I tell if it's a scam?", "area code"),
("train-platform", "My train to Boston leaves from track <<n:2:19>> at <<time12>>. How early should I be at the station?", "track number and time"),
("course-code", "I'm deciding between <<course>> and <<course>> for next semester. Which one is usually more useful for a data science minor?", "course codes"),
("exam-room", "My final exam is in room <<p:!##>> of the science building at <<time12>>. Any tips for not panicking?", "exam room and time"),
("student-id-public-sample", "The university handbook shows a sample student ID card with number <<p:########>> on it. Does every card use eight digits?", "sample value from a handbook"),
("lottery-numbers", "Last night's winning numbers were <<lotto>>. What are the odds of matching five of them?", "public lottery draw"),
("jersey-number", "My son wants jersey number <<n:2:99>> because his favourite player wears it. How do I explain he might not get it?", "jersey number"),
("game-score", "We lost <<score>> in the final after leading at half-time. How do I cheer up a team of nine-year-olds?", "match score"),
("weight-loss", "I've gone from <<f:86:110:1:.>> kg to <<f:74:85:1:.>> kg in four months. Is that a healthy rate?", "measurements"),
("blood-pressure", "My blood pressure reading this morning was <<p:1##>>/<<p:##>>. Should I book an appointment or just monitor it?", "health measurement"),
("appointment-dentist", "My dentist appointment is on <<date:m/d/Y>> at <<time12>>. Is it okay to eat right before?", "date and time"),
("medication-dose", "The label says take <<c:250|500|875>> mg every <<c:6|8|12>> hours. If I missed one dose, do I double up?", "dose numbers"),
("landlord-account", "My landlord asked me to pay rent of $<<m:900:3200:us>> to his business account at the bank. Is it normal for a landlord to give a business account instead of a personal one?", "amount; landlord account mentioned without value"),
("rent-increase", "The lease renewal raises rent by <<c:3|4|5|7|8>>% starting <<date:m/d/Y>>. Is there a legal cap on increases?", "percent and date"),
("apartment-floor", "We're moving into apartment <<p:!#@>> on the <<c:4th|7th|11th|12th|15th>> floor and the elevator is tiny. How do we move a sofa?", "flat number and floor"),
("door-number-delivery", "The courier keeps leaving parcels at door <<n:2:48>> instead of ours. How do I get them to read the label properly?", "door number of a building"),
("alarm-clock", "I set my alarm for <<time12>> but I keep sleeping through it. Any tricks?", "alarm time"),
("safe-capacity", "The hotel room safe is model <<model>> and says max <<n:10:25>> kg. Will a laptop fit?", "model number and weight"),
("lock-model", "I bought a smart lock, model <<model>>, and it only supports Wi-Fi on <<f:2.4:2.4:1:.>> GHz. Will it work with my mesh router?", "product model and frequency"),
("product-part", "I need a replacement part <<p:@####>> for my dishwasher. Is it worth ordering the generic version?", "public part number"),
("ean-barcode", "The barcode on the cereal box is <<ean13>>. Can I use that to look up where it was made?", "product EAN"),
("isbn-book", "Is the edition with ISBN <<isbn>> the one with the updated chapter on statistics?", "book ISBN"),
("voucher-gift-public", "A store posted a sample gift card image with code <<voucher>> on it in their ad. Someone in my group chat tried it — obviously it doesn't work, right?", "sample code from an ad"),
("expired-coupon", "I found an old coupon <<promo>> that expired on <<date:m/d/Y>>. Do stores ever honor expired coupons?", "expired public coupon"),
("gift-card-balance", "How can I check the balance on a gift card without scratching the back? The front only shows card number ending in <<p:####>>.", "masked/partial gift card"),
("mac-address", "My router shows an unknown device with MAC <<mac>> connected. How do I find out what it is?", "device MAC in a home network"),
("vat-supplier", "Our German supplier's invoice shows VAT ID <<vat_de>>. How do I verify it in the EU VIES system?", "supplier's public VAT id"),
("booking-ref-airline", "The airline's booking reference is <<pnr>>. Can I add a checked bag through the website or do I have to call?", "booking reference"),
("conference-room", "The all-hands moved to conference room <<p:!##@>> at <<time12>>. Can you draft a quick Slack message about it?", "room and time"),
("salary-stats", "The report says the median salary for nurses in our state is $<<i:58000:92000:us>> and rose <<f:1:6:1:.>>% last year. Is that good?", "statistics"),
("population-stats", "Our town has about <<i:8000:95000:us>> residents and <<n:3:14>> public schools. Is that enough to justify a new library?", "counts"),
("age-kids", "My kids are <<n:3:7>> and <<n:8:12>>. What board games work for both ages?", "ages"),
("year-history", "Was the bridge in our town really built in <<n:1880:1965>>? The plaque says so but my grandfather disagrees.", "year"),
("recipe-quantities", "The recipe calls for <<n:200:500>> g flour and <<n:150:350>> ml milk, but I want to make half. Can you convert it to cups?", "quantities"),
("temperature-oven", "The oven manual says preheat to <<c:180|200|220|230>>°C for <<n:20:45>> minutes. What is that in Fahrenheit?", "measurements"),
("speed-test", "My internet plan promises <<c:300|500|940>> Mbps but speed tests show <<n:40:150>>. What can I ask my provider?", "speeds"),
("car-mileage", "The used car has <<i:40000:140000:us>> miles and is from <<n:2008:2019>>. Is $<<i:5000:15000:us>> a fair price?", "mileage, year, price"),
("parking-spot", "Our office assigned me parking spot <<p:@-##>> on level <<c:P1|P2|P3|B1|B2>>. Who do I ask if someone keeps taking it?", "parking spot"),
("postal-uk", "Is <<c:SW1A 2AA|EC1A 1BB|M1 1AE|B33 8TH|CR2 6XH|DN55 1PT|W1A 0AX>> a valid UK postcode? My form keeps rejecting it.", "postcode, asks validity"),
("bus-route", "Does bus <<n:5:199>> still stop at the library after <<time12>>, or does it switch to the night route?", "route and time"),
("tax-form-line", "On the tax form, line <<c:8b|12a|16|19|24|27>> asks for a number from my employer's wage statement. Which box does that correspond to?", "form line reference"),
("fake-ssn-example", "The IRS instructions use <<c:123-45-6789|000-00-0000>> as an example SSN. Is it safe to put that in my training slides as a placeholder?", "well-known invalid example"),
("api-rate-limit", "The API docs say the free tier allows <<i:1000:10000:us>> requests per day and <<n:10:60>> per minute. How do I implement backoff?", "documented limits"),
("docker-port-map", "In docker-compose I mapped <<port>>:<<c:80|443|5432|6379|3306>> but the container still isn't reachable. What am I missing?", "ports"),
("python-version", "Does pandas <<ver>> still support Python <<c:3.8|3.9|3.10|3.11>>?", "versions"),
("ipv4-subnet", "If my router's LAN is <<ip>> with mask <<c:255.255.255.0|255.255.0.0|255.255.254.0>>, how many devices can I have?", "IP and mask"),
]

# (lang, slug, text, note)
FOREIGN = [
("zh", "parcel-sf", "顺丰快递单号<<p:SF############>>显示已经到驿站了，但我一直没收到取件通知。是不是要打客服<<c:95338>>问一下？", "courier tracking number and public hotline"),
("zh", "company-tax-code", "客户公司的开票信息里统一社会信用代码是<<p:91######MA&&&&&&&&>>，我报销时要填在哪一栏？", "company's public registration code"),
("zh", "train-gate", "我买的是<<p:G!##>>次高铁，<<date:n月j日>>出发，在<<n:2:18>>号检票口检票，要提前多久到站？", "train number, date, gate"),
("zh", "postcode-beijing", "邮编<<p:100###>>是北京哪个区的？我要给供应商寄合同。", "postal code"),
("ja", "order-amazon", "注文番号<<p:###-#######-#######>>の商品がまだ届きません。カスタマーサービスへの問い合わせ文を考えてもらえますか？", "shop order number"),
("ja", "postcode-tokyo", "〒<<p:1##-####>>の住所に書類を送りたいのですが、この郵便番号は東京都内で合っていますか？", "postal code"),
("ja", "shinkansen-seat", "のぞみ<<n:1:259>>号の<<n:1:16>>号車<<c:3A|7D|12E|14C|15B|9A>>席を取りました。富士山が見えるのはどちら側ですか？", "train, car and seat"),
("ja", "console-error", "ゲーム機のアップデート中にエラーコード<<c:E-2011|E-3020|0x0000007B|C-1400|2002-3520>>が出て止まってしまいました。どうすればいいですか？", "public error code"),
("ko", "parcel-tracking", "택배 운송장 번호 <<p:############>>로 조회하면 며칠째 '집화처리'에서 멈춰 있어요. 보통 며칠 걸리나요?", "parcel tracking number"),
("ko", "postcode-seoul", "우편번호 <<p:0!###>>이 서울 강남구 맞나요? 거래처 주소를 적는데 헷갈려서요.", "postal code"),
("ko", "ktx-seat", "KTX <<p:!##>>열차 <<n:1:18>>호차 <<c:3A|7D|12C|14B|5A>>석인데, 역방향 좌석인지 어떻게 알 수 있나요?", "train, car, seat"),
("ko", "bank-hotline", "은행 고객센터 번호가 <<p:15##-####>>라고 문자로 왔는데, 이게 진짜 은행 대표번호인지 확인하는 방법이 있나요?", "bank's public service number, asks validity"),
("ar", "flight-delay", "رحلتي رقم <<flight>> تأخرت إلى الساعة <<time24z>>، وتغيرت بوابة الصعود إلى <<gate>>. هل يحق لي تعويض؟", "flight number, time, gate"),
("ar", "promo-code", "كود الخصم <<promo>> ما اشتغل في الموقع، مع إن الإعلان يقول إنه صالح حتى <<date:d/m/Y>>. وش أسوي؟", "public promo code and date"),
("ar", "postcode-riyadh", "الرمز البريدي لمكتب الشركة في الرياض هو <<p:1####>>، هل هذا صحيح لحي العليا؟", "postal code"),
("ar", "bank-unified-number", "الرقم الموحد لخدمة عملاء البنك هو <<p:9200#####>>، هل أقدر أتصل عليه من خارج السعودية؟", "bank's public service number"),
("fa", "postcode-persian-digits", "کد پستی دفتر شرکت <<pfa:##########>> است؛ برای ارسال بسته به تهران باید بین ارقام خط تیره بگذارم؟", "postal code in Persian digits"),
("fa", "flight-time", "شماره پرواز من <<flight>> است و ساعت <<time24z>> از فرودگاه امام پرواز می‌کند. چند ساعت قبل باید آنجا باشم؟", "flight number and time"),
("fa", "discount-error", "کد تخفیف <<promo>> را در سایت وارد کردم ولی خطای <<http>> داد. مشکل از خود سایت است؟", "promo code and status code"),
("he", "order-complaint", "מספר ההזמנה שלי באתר הוא <<p:!#######>> והחבילה עדיין לא הגיעה. איך לנסח פנייה לשירות הלקוחות?", "shop order number"),
("he", "postcode-tlv", "המיקוד של הכתובת של הספק הוא <<p:6######>>, זה נכון לתל אביב?", "postal code"),
("he", "flight-terminal", "הטיסה <<flight>> יוצאת בשעה <<time24z>> מטרמינל <<c:1|3>>. מתי כדאי להגיע לנתב״ג?", "flight, time, terminal"),
("hi", "pin-code-delhi", "भाई ने पार्सल पर पिन कोड <<p:110###>> लिखने को कहा है। क्या यह दिल्ली का ही पिन कोड है?", "Indian postal PIN code"),
("hi", "train-platform", "ट्रेन नंबर <<p:1####>> प्लेटफॉर्म <<n:1:12>> से <<time24z>> बजे छूटेगी। क्या मुझे एक घंटा पहले पहुँचना चाहिए?", "train, platform, time"),
("hi", "ifsc-branch", "बैंक की वेबसाइट पर शाखा का IFSC कोड <<p:SBIN0######>> लिखा है। क्या NEFT के लिए बस यही चाहिए?", "bank branch public code"),
("ru", "track-number", "Трек-номер <<s10>> уже неделю висит на сортировке в Москве. Куда лучше писать жалобу?", "postal tracking number"),
("ru", "router-admin", "В инструкции к роутеру написано, что адрес панели управления <<ip>>, порт <<port>>. Почему страница не открывается?", "private IP and port from a manual"),
("ru", "supplier-inn", "ИНН нашего поставщика <<p:77########>> — как проверить, что компания действующая?", "company's public tax number"),
("ru", "train-track", "Поезд № <<c:002А|016А|104В|020У|738Х>> отправляется в <<time24z>> с <<n:1:9>>-го пути. Успею ли я сделать пересадку?", "train number, time, track"),
("uk", "nova-poshta", "Номер накладної Нової пошти <<p:20450#########>>, а посилка досі у відділенні № <<n:1:300>>. Скільки днів вона там зберігається безкоштовно?", "parcel waybill and branch number"),
("uk", "postcode-kyiv", "Поштовий індекс <<p:0!###>> — це Київ? Заповнюю анкету для роботодавця.", "postal code"),
("uk", "charity-edrpou", "Код ЄДРПОУ благодійного фонду <<p:4#######>> вказано на їхньому сайті. Чи можна за ним перевірити фонд?", "charity's public registry code"),
("pl", "postcode-krakow", "Kod pocztowy <<p:3#-###>> to na pewno Kraków? Kurier twierdzi, że adres jest niepełny.", "postal code"),
("pl", "foundation-account", "Numer konta fundacji podany na stronie to <<iban:PL:########################>>. Czy przelew z Revoluta dojdzie tego samego dnia?", "charity's published account"),
("pl", "inpost-tracking", "Numer przesyłki InPost <<p:6#######################>> od trzech dni ma status 'w drodze'. Co mogę zrobić?", "parcel tracking number"),
("cs", "psc-praha", "PSČ <<p:1## ##>> je Praha? Posílám smlouvu a nechci, aby se mi vrátila.", "postal code"),
("cs", "nadace-ucet", "Nadační fond má na webu číslo účtu <<p:#######>>/<<c:0800|0100|0300|2010|5500>>. Kam mám napsat variabilní symbol z jejich výzvy?", "charity's public account and bank code"),
("cs", "vlak-nastupiste", "Vlak <<c:EC 171|R 1244|Ex 545|Os 2908|EC 279>> odjíždí z nástupiště <<n:1:7>> v <<time24>>. Stihnu přestup?", "train, platform, time"),
("de", "dhl-sendung", "Die Sendungsnummer <<p:00340434############>> zeigt seit Tagen 'in Zustellung'. Wie formuliere ich eine Beschwerde an DHL?", "parcel tracking number"),
("de", "lieferant-iban", "Auf der Rechnung unseres Lieferanten steht die IBAN <<iban:DE:##################>> und die Rechnungsnummer RE-<<p:####-###>>. Muss die Rechnungsnummer in den Verwendungszweck?", "supplier's IBAN and invoice number"),
("de", "ice-verspaetung", "Mein ICE <<n:500:1699>> fährt heute um <<time24>> Uhr, hat aber laut App <<n:25:90>> Minuten Verspätung. Bekomme ich Geld zurück?", "train, time, delay"),
("de", "plz-koeln", "Ist die Postleitzahl <<p:50###>> für Köln richtig? Das Formular vom Bürgeramt nimmt sie nicht an.", "postal code, asks validity"),
("fr", "code-promo", "Le code promo <<promo>> ne marche pas alors que la pub dit qu'il est valable jusqu'au <<date:d/m/Y>>. Je contacte le service client ?", "public promo code and date"),
("fr", "tgv-voiture", "Mon TGV INOUI n° <<n:6000:9899>> part à <<timefr>>, voiture <<n:1:18>>. C'est plutôt en tête ou en queue du train ?", "train, time, coach"),
("fr", "code-postal-paris", "Le code postal <<p:750##>> correspond à quel arrondissement de Paris ? C'est pour l'adresse de livraison d'un client.", "postal code"),
("fr", "service-client-banque", "Le numéro du service client de la banque est le <<p:09 69 ## ## ##>> ; est-ce que c'est un numéro surtaxé ?", "bank's public service number"),
("es", "cp-madrid", "¿El código postal <<p:280##>> es de Madrid capital? Me lo pide la web de la empresa de mudanzas.", "postal code"),
("es", "vuelo-puerta", "Mi vuelo <<flight>> sale por la puerta <<gate>> a las <<time24>>. ¿Me da tiempo a pasar el control de seguridad?", "flight, gate, time"),
("es", "ong-iban", "La ONG da como cuenta para donativos el IBAN <<iban:ES:####################>>. ¿Se puede desgravar la donación en la renta?", "charity's published IBAN"),
("es", "pedido-doble-cobro", "El pedido n.º <<p:!########>> me lo cobraron dos veces, <<m:20:300:eu>> € cada vez. ¿Cómo reclamo a la tienda?", "order number and amount"),
("pt", "cep-sp", "O CEP <<p:0####-###>> é de São Paulo? Estou preenchendo o cadastro da transportadora.", "Brazilian postal code"),
("pt", "rastreio-correios", "O código de rastreio <<p:@@#########BR>> está parado em Curitiba há uma semana. Devo abrir reclamação nos Correios?", "postal tracking number"),
("pt", "cnpj-loja", "O CNPJ da loja é <<p:##.###.###/0001-##>>. Como confiro se a empresa é confiável antes de comprar?", "shop's public company registration"),
("pt", "cp-lisboa", "O código postal <<p:1###-###>> é de Lisboa? Tenho de enviar a encomenda ainda hoje.", "Portuguese postal code"),
("it", "codice-sconto", "Il codice sconto <<promo>> non funziona sul sito, eppure la newsletter dice che scade il <<date:d/m/Y>>. Cosa posso fare?", "public promo code and date"),
("it", "frecciarossa", "Il mio Frecciarossa <<n:9500:9699>> parte dal binario <<n:1:24>> alle <<time24>>. Quanto prima devo arrivare a Termini?", "train, platform, time"),
("it", "cap-milano", "Il CAP <<p:201##>> è di Milano? Devo spedire un pacco a un fornitore.", "postal code"),
("it", "partita-iva", "La partita IVA del fornitore è <<p:IT###########>>: come verifico che sia valida?", "supplier's public VAT number"),
("nl", "postcode-utrecht", "Is postcode <<p:35## @@>> in Utrecht? Ik vul een bestelformulier in voor een klant.", "postal code"),
("nl", "goede-doel-iban", "Het rekeningnummer van het goede doel is <<iban:NL:@@@@##########>>. Kan ik dat gewoon via mijn bankapp overmaken?", "charity's published IBAN"),
("nl", "trein-spoor", "Mijn trein naar Amsterdam vertrekt om <<time24z>> van spoor <<c:5a|7b|11|14b|18>>. Hoe lang is de overstap in Utrecht?", "time and platform"),
("sv", "postnummer", "Postnumret <<p:1## ##>> är väl Stockholm? Jag ska skicka ett paket till en kund.", "postal code"),
("sv", "orgnummer", "Företagets organisationsnummer är <<p:556###-####>>. Hur kollar jag om de har F-skatt?", "company's public registration number"),
("sv", "bankgiro-forening", "Föreningens bankgiro är <<p:!##-####>>. Kan jag swisha istället, eller måste jag betala via bankgirot?", "association's public bankgiro"),
("da", "postnummer-kbh", "Er postnummer <<p:2###>> i København? Jeg udfylder en bestilling til en kunde.", "postal code"),
("da", "cvr-nummer", "Virksomhedens CVR-nummer er <<p:!#######>>. Hvordan tjekker jeg, om firmaet er seriøst?", "company's public registration number"),
("da", "tog-spor", "Mit tog afgår fra spor <<n:1:12>> kl. <<timeh>>. Kan jeg nå at skifte i Odense på <<n:4:15>> minutter?", "platform, time, minutes"),
("nb", "postnummer-oslo", "Er postnummer <<p:01##>> i Oslo sentrum? Jeg skal sende en pakke til en kunde.", "postal code"),
("nb", "innsamling-konto", "Innsamlingsaksjonen oppgir kontonummer <<p:####.##.#####>> på nettsiden sin. Kan jeg få skattefradrag for gaven?", "charity's published account"),
("nb", "fly-gate", "Flyet <<flight>> går fra gate <<gate>> kl. <<time24z>>. Rekker jeg å sjekke inn bagasje?", "flight, gate, time"),
("fi", "postinumero", "Onko postinumero <<p:00###>> Helsingissä? Täytän tilauslomaketta.", "postal code"),
("fi", "y-tunnus", "Yrityksen Y-tunnus on <<p:!######-#>>. Miten tarkistan, onko yritys ennakkoperintärekisterissä?", "company's public business ID"),
("fi", "lasku-viite", "Sähkölaskussa on summa <<m:40:900:nc>> euroa ja viitenumero <<p:!#######>>. Mihin kenttään viitenumero kirjoitetaan verkkopankissa?", "amount and invoice payment reference"),
("hu", "iranyitoszam", "Az <<p:1###>> irányítószám Budapesten van? Futárszolgálatnak kell megadnom.", "postal code"),
("hu", "adoszam", "A cég adószáma <<p:!#######-#-##>>. Hogyan tudom ellenőrizni, hogy működik-e még a cég?", "company's public tax number"),
("hu", "vonat-vagany", "A vonatom <<time24>>-kor indul a <<n:1:14>>. vágányról. Odaérek a csatlakozásra?", "time and platform"),
("ro", "cod-postal", "Codul poștal <<p:0#####>> este din București? Completez formularul de livrare.", "postal code"),
("ro", "cui-furnizor", "CUI-ul firmei furnizoare este <<p:RO!#######>>. Cum verific dacă e plătitoare de TVA?", "supplier's public tax code"),
("ro", "zbor-poarta", "Zborul <<flight>> pleacă la ora <<time24>> de la poarta <<gate>>. Cât timp am pentru transfer?", "flight, time, gate"),
("el", "tk-athina", "Ο ταχυδρομικός κώδικας <<p:1## ##>> είναι στην Αθήνα; Συμπληρώνω τη φόρμα παραγγελίας.", "postal code"),
("el", "ptisi-pyli", "Η πτήση <<flight>> αναχωρεί στις <<time24>> από την πύλη <<gate>>. Προλαβαίνω τον έλεγχο ασφαλείας;", "flight, time, gate"),
("el", "afm-etaireias", "Το ΑΦΜ της εταιρείας είναι <<p:0########>>. Πώς ελέγχω αν είναι έγκυρο;", "company's public tax number"),
("tr", "kargo-takip", "Kargo takip numaram <<p:############>> ama üç gündür aynı şubede bekliyor. Ne yapmalıyım?", "parcel tracking number"),
("tr", "indirim-kodu", "İndirim kodu <<promo>> sepette çalışmıyor, oysa kampanya <<date:d.m.Y>> tarihine kadar geçerliymiş. Müşteri hizmetlerine mi yazsam?", "public promo code and date"),
("tr", "posta-kodu", "Posta kodu <<p:34###>> İstanbul'da mı? Tedarikçiye fatura adresi vereceğim.", "postal code"),
("vi", "ma-van-don", "Mã vận đơn <<p:@@@#########>> đã ba ngày không cập nhật. Tôi có nên gọi tổng đài <<p:1900 ####>> của hãng vận chuyển không?", "tracking number and public hotline"),
("vi", "chuyen-bay", "Chuyến bay <<flight>> cất cánh lúc <<time24>> ngày <<date:d/m/Y>>. Tôi nên có mặt ở sân bay lúc mấy giờ?", "flight, time, date"),
("vi", "ma-so-thue", "Mã số thuế của công ty đối tác là <<p:0#########>>. Làm sao kiểm tra công ty còn hoạt động không?", "partner company's public tax code"),
("th", "lek-phatsadu", "เลขพัสดุ <<p:TH##########@>> ขึ้นว่ากำลังนำจ่ายมาสองวันแล้ว ควรติดต่อขนส่งยังไงดีคะ", "parcel tracking number"),
("th", "rahat-praisani", "รหัสไปรษณีย์ <<p:10###>> เป็นของกรุงเทพฯ ใช่ไหมครับ จะส่งเอกสารให้ลูกค้า", "postal code"),
("th", "thiao-bin", "เที่ยวบิน <<flight>> ออกเวลา <<time24>> น. ประตู <<gate>> ต้องไปถึงสนามบินกี่โมงดีครับ", "flight, time, gate"),
("id", "nomor-resi", "Nomor resi <<p:JP##########>> sudah tiga hari tidak bergerak. Sebaiknya saya hubungi kurirnya atau penjualnya?", "parcel tracking number"),
("id", "kode-pos", "Kode pos <<p:12###>> itu daerah Jakarta Selatan bukan? Saya mau isi alamat kantor klien.", "postal code"),
("id", "kode-promo", "Kode promo <<promo>> katanya berlaku sampai <<date:d/m/Y>>, tapi aplikasinya bilang tidak valid. Kenapa ya?", "public promo code and date"),
("tl", "tracking-parcel", "Yung tracking number ng parcel ko ay <<p:PH############>> pero tatlong araw nang hindi gumagalaw. Ano'ng dapat kong gawin?", "parcel tracking number"),
("tl", "flight-gate", "Yung flight ko na <<flight>> ay aalis ng <<time12>> sa gate <<gate>>. Anong oras ako dapat nasa airport?", "flight, time, gate"),
("tl", "zip-makati", "Yung zip code ng opisina ng kliyente ay <<p:12##>>, sa Makati ba yun?", "postal code"),
("sw", "paybill-msaada", "Namba ya biashara (paybill) ya shirika la msaada ni <<p:!#####>> na namba ya akaunti wanayotaka tuandike ni <<p:@@####>>. Je, naweza kuchangia kupitia M-Pesa?", "charity's public paybill and reference"),
("sw", "ndege-geti", "Ndege yangu <<flight>> inaondoka saa <<time24>> kutoka geti <<gate>>. Nifike uwanjani saa ngapi?", "flight, time, gate"),
("sw", "sanduku-posta", "Anwani ya kampuni ni S.L.P. <<p:!####>> Nairobi, na msimbo wa posta ni <<p:00!00>>. Je, hii inatosha kutuma barua?", "PO box and postal code"),
]


LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "nb", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
BAD_CHARS = set('"\\\t\r\n\u2028\u2029\ufeff\u0085\u00a0')
N_EN = 200
PER_FOREIGN = 2
MAX_TRIES = 300

def is_ascii_alnum(c):
    return c.isascii() and c.isalnum()

def problems(text, las):
    out = []
    if not (1 <= len(las) <= 3): out.append("count %d" % len(las))
    if len(set(las)) != len(las): out.append("duplicate look-alike")
    for ch in text:
        if ch in BAD_CHARS or (ord(ch) < 32) or 0x7f <= ord(ch) < 0xa0:
            out.append("hostile char %r" % ch)
    if text != text.strip() or "  " in text: out.append("whitespace")
    covered = [False] * len(text)
    for a in las:
        if not any(c.isdigit() for c in a): out.append("no digit in %r" % a)
        if a != a.strip() or not a: out.append("bad edges %r" % a)
        for b in las:
            if a != b and a in b: out.append("%r inside %r" % (a, b))
        i = text.find(a)
        if i < 0: out.append("not substring %r" % a)
        while i >= 0:
            j = i + len(a)
            L = text[i - 1] if i > 0 else ""
            Rc = text[j] if j < len(text) else ""
            if L and (L.isdigit() or (is_ascii_alnum(L) and is_ascii_alnum(a[0]))): out.append("embedded left %r" % a)
            if Rc and (Rc.isdigit() or (is_ascii_alnum(Rc) and is_ascii_alnum(a[-1]))): out.append("embedded right %r" % a)
            for k in range(i, j): covered[k] = True
            i = text.find(a, i + 1)
    for k, ch in enumerate(text):
        if ch.isdigit() and not covered[k]: out.append("uncovered digit at %d" % k)
    return out

def render(r, text):
    vals = []
    def sub(m):
        v = fill(r, m.group(1)); vals.append(v); return v
    return PH.sub(sub, text), vals

def build():
    plan = []
    i = 0
    while len(plan) < N_EN:
        plan.append(("en",) + EN[i % len(EN)]); i += 1
    for t in FOREIGN:
        for _ in range(PER_FOREIGN): plan.append(t)
    R.shuffle(plan)
    cases, seen_text, errors = [], set(), []
    for n, (lang, slug, tmpl, note) in enumerate(plan, 1):
        for _ in range(MAX_TRIES):
            text, vals = render(R, tmpl)
            if not problems(text, vals) and text not in seen_text: break
        else:
            errors.append("%s/%s: %s" % (lang, slug, problems(text, vals))); continue
        seen_text.add(text)
        cid = "%s-%03d-%s" % (PREFIX, n, slug if lang == "en" else lang + "-" + slug)
        cases.append({"id": cid, "lang": lang, "text": text, "lookalikes": vals, "note": note})
    return cases, errors

def validate(cases):
    errs = []
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids): errs.append("duplicate ids")
    for c in cases:
        if not re.fullmatch(PREFIX + r"-\d{3}-[a-z0-9-]+", c["id"]): errs.append("bad id " + c["id"])
        if c["lang"] not in LANGS: errs.append("bad lang " + c["lang"])
        for e in problems(c["text"], c["lookalikes"]): errs.append(c["id"] + ": " + e)
        for s_ in [c["id"], c["lang"], c["note"]]:
            if any(ch in BAD_CHARS for ch in s_): errs.append(c["id"] + ": hostile char in field")
        if "<<" in c["text"] or ">>" in c["text"]: errs.append(c["id"] + ": unfilled placeholder")
    return errs

def q(s):
    return json.dumps(s, ensure_ascii=False)

def dump(cases):
    lines = ["lookalikes: []", "cases:"]
    for c in cases:
        lines.append("  - id: " + q(c["id"]))
        lines.append("    lang: " + q(c["lang"]))
        lines.append("    text: " + q(c["text"]))
        lines.append("    secrets: []")
        lines.append("    lookalikes:")
        for a in c["lookalikes"]:
            lines.append("      - " + q(a))
        lines.append("    note: " + q(c["note"]))
    return "\n".join(lines) + "\n"

def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_tuning_v51.py tuning_v51.yaml", file=sys.stderr); return 1
    cases, errors = build()
    errors += validate(cases)
    if errors:
        for e in errors: print("ERROR:", e, file=sys.stderr)
        return 1
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(dump(cases))
    print("wrote %d cases to %s" % (len(cases), sys.argv[1]))
    return 0

if __name__ == "__main__":
    sys.exit(main())
