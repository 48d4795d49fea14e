#!/usr/bin/env python3
"""Deterministic generator for the blind look-alike set tuning_v52 (SEED=52, PREFIX=T52).
Standard library only. Usage: python3 make_tuning_v52.py tuning_v52.yaml"""
import datetime
import json
import random
import re
import sys
import unicodedata
import uuid

SEED = 52
PREFIX = "T52"
R = random.Random(SEED)

UP = "ABCDEFGHJKLMNPQRSTUVWXYZ"
ALNUM = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
HEX = "0123456789abcdef"
AR_DIG = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
FA_DIG = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]


def pat(p):
    out = []
    for ch in p:
        if ch == "#":
            out.append(str(R.randint(0, 9)))
        elif ch == "@":
            out.append(str(R.randint(1, 9)))
        elif ch == "%":
            out.append(R.choice(UP))
        elif ch == "&":
            out.append(R.choice(ALNUM))
        elif ch == "~":
            out.append(R.choice(HEX))
        else:
            out.append(ch)
    return "".join(out)


def rdate():
    return datetime.date(2024, 6, 1) + datetime.timedelta(days=R.randint(0, 700))


def group3(n, sep):
    s = f"{n:,}"
    return s.replace(",", sep)


def money(sep_th, sep_dec, prefix="", suffix=""):
    whole = R.choice([R.randint(12, 99), R.randint(100, 999), R.randint(1000, 9999)])
    cents = R.randint(0, 99)
    s = group3(whole, sep_th) + sep_dec + f"{cents:02d}"
    return prefix + s + suffix


def aba():
    while True:
        d = [int(x) for x in f"{R.choice([R.randint(1, 12), R.randint(21, 32)]):02d}"]
        d += [R.randint(0, 9) for _ in range(6)]
        for c in range(10):
            t = d + [c]
            if (3 * (t[0] + t[3] + t[6]) + 7 * (t[1] + t[4] + t[7]) + (t[2] + t[5] + t[8])) % 10 == 0:
                return "".join(map(str, t))


def iban_de():
    bban = pat("@#######") + pat("##########")
    num = int(bban + "131400")
    chk = 98 - num % 97
    s = f"DE{chk:02d}{bban}"
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def isbn13():
    body = "9781" + pat("########")
    tot = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    chk = (10 - tot % 10) % 10
    return f"{body[:3]}-{body[3]}-{body[4:8]}-{body[8:12]}-{chk}"


def lotto():
    return ", ".join(str(x) for x in sorted(R.sample(range(1, 50), 6)))


def fn_time24():
    return f"{R.randint(6, 22):02d}:{R.choice(range(0, 60, 5)):02d}"


def fn_time12():
    return f"{R.randint(1, 12)}:{R.choice(range(0, 60, 5)):02d} {R.choice(['AM', 'PM'])}"


def fn_time_dot():
    return f"{R.randint(6, 22):02d}.{R.choice(range(0, 60, 5)):02d}"


def fn_time_fr():
    return f"{R.randint(6, 22)}h{R.choice(range(0, 60, 5)):02d}"


def d_us():
    d = rdate(); return f"{MONTHS[d.month - 1]} {d.day}, {d.year}"


def d_uk():
    d = rdate(); return f"{d.day} {MONTHS[d.month - 1]} {d.year}"


def d_dot():
    d = rdate(); return f"{d.day:02d}.{d.month:02d}.{d.year}"


def d_slash():
    d = rdate(); return f"{d.day:02d}/{d.month:02d}/{d.year}"


def d_iso():
    return rdate().isoformat()


def d_nl():
    d = rdate(); return f"{d.day:02d}-{d.month:02d}-{d.year}"


def d_cs():
    d = rdate(); return f"{d.day}. {d.month}. {d.year}"


def d_fi():
    d = rdate(); return f"{d.day}.{d.month}.{d.year}"


def d_hu():
    d = rdate(); return f"{d.year}. {d.month:02d}. {d.day:02d}."


def d_zh():
    d = rdate(); return f"{d.year}年{d.month}月{d.day}日"


def d_ko():
    d = rdate(); return f"{d.year}년 {d.month}월 {d.day}일"


def d_fa():
    return f"{R.randint(1403, 1405)}/{R.randint(1, 12):02d}/{R.randint(1, 29):02d}".translate(FA_DIG)


def d_th():
    d = rdate(); return f"{d.day:02d}/{d.month:02d}/{d.year + 543}"


FNS = {
    "time24": fn_time24, "time12": fn_time12, "time_dot": fn_time_dot, "time_fr": fn_time_fr,
    "date_us": d_us, "date_uk": d_uk, "date_dot": d_dot, "date_slash": d_slash, "date_iso": d_iso,
    "date_nl": d_nl, "date_cs": d_cs, "date_fi": d_fi, "date_hu": d_hu, "date_zh": d_zh,
    "date_ko": d_ko, "date_fa": d_fa, "date_th": d_th,
    "usd": lambda: money(",", ".", "$"),
    "eur_de": lambda: money(".", ",", "", " €"),
    "eur_fr": lambda: money(" ", ",", "", " €"),
    "gbp": lambda: money(",", ".", "£"),
    "aba": aba, "iban_de": iban_de, "isbn": isbn13, "lotto": lotto,
    "uuid": lambda: str(uuid.UUID(int=R.getrandbits(128), version=4)),
    "ip_priv": lambda: R.choice([f"192.168.{R.randint(0, 20)}.{R.randint(1, 254)}",
                                 f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}",
                                 f"172.{R.randint(16, 31)}.{R.randint(0, 255)}.{R.randint(1, 254)}"]),
    "ip_doc": lambda: R.choice(["192.0.2.", "198.51.100.", "203.0.113."]) + str(R.randint(1, 254)),
    "port": lambda: str(R.choice([3000, 5000, 5432, 6379, 8000, 8080, 8443, 9200, 27017, R.randint(1025, 65000)])),
    "ver": lambda: f"{R.randint(1, 9)}.{R.randint(0, 19)}.{R.randint(0, 30)}",
    "phone_us": lambda: f"({R.choice([212, 312, 415, 503, 617, 713, 206])}) 555-01{R.randint(0, 99):02d}",
    "tollfree": lambda: f"1-{R.choice([800, 833, 844, 855, 866, 877, 888])}-555-01{R.randint(0, 99):02d}",
    "phone_uk": lambda: f"020 7946 0{R.randint(0, 999):03d}",
}

PH = re.compile(r"\{([a-z_0-9]+)((?::[^{}:!]*)*)(?:!(ar|fa))?\}")


def value_for(kind, args):
    if kind == "p":
        return pat(args[0])
    if kind == "c":
        return R.choice(args[0].split("|"))
    if kind == "i":
        return str(R.randint(int(args[0]), int(args[1])))
    if kind == "ic":
        return group3(R.randint(int(args[0]), int(args[1])), args[2])
    if kind == "f":
        v = R.uniform(float(args[0]), float(args[1]))
        s = f"{v:.{int(args[2])}f}"
        return s.replace(".", args[3]) if len(args) > 3 else s
    if kind in FNS:
        return FNS[kind]()
    raise KeyError(kind)


# ---------------------------------------------------------------- templates
EN = [
 ("promo-code", "Does the promo code {p:SPRING@#} still work? The shop's banner says it is valid until {date_us}.", "public shop discount code and its end date"),
 ("zip-code", "What's the zip code for the post office on Main Street? I think it's {p:@####} but the form keeps rejecting it.", "public postal code of a post office"),
 ("flight-gate", "My flight {p:UA @##} now leaves from gate {p:B@#} instead, will I still have time to grab food?", "flight number and gate"),
 ("train-seat", "I'm in seat {p:@#C} in coach {i:2:9} on the Amtrak train, is that a window seat?", "train seat and coach"),
 ("hotel-room", "The front desk moved us to room {p:@##}. Can you help me write a short thank-you note to the manager?", "hotel room number"),
 ("order-number", "Order number {p:@##-#######-#######} still shows shipped after ten days. How do I escalate with the seller?", "shop order number"),
 ("ups-tracking", "The UPS tracking number {p:1Z&&&&&&##########} hasn't updated since {date_us}. Is that normal?", "parcel tracking number"),
 ("supplier-invoice", "Our supplier's invoice {p:INV-202@-####} lists their account number as {p:@#######} for bank transfers. Where do I put that in QuickBooks?", "supplier invoice and the supplier's own receiving account"),
 ("charity-iban", "The food bank's donation page lists IBAN {iban_de}. Can I set up a standing order to a German charity from a UK bank?", "a charity's published donation IBAN"),
 ("routing-number", "Is {aba} really the routing number for that credit union? It's printed on their public website but my coworker says it changed.", "a bank's public routing number, asked whether valid"),
 ("windows-error", "Windows Update fails with error {p:0x8007####} every time I restart. What does that mean?", "public error code"),
 ("http-status", "Our login page returns a {c:500|502|503|504} after we deployed version {ver}. Where should I start looking?", "HTTP status and release version"),
 ("password-policy", "The new policy says every password must be at least {i:12:16} characters and changed every {c:60|90|120} days. Is that still best practice?", "policy numbers, no password"),
 ("arduino-pin", "I wired the LED to pin {i:2:13} and the button to pin {c:A0|A1|A2|A3|A4|A5} on my Arduino, but nothing blinks. Ideas?", "microcontroller pin numbers"),
 ("india-pin-code", "What is the PIN code for Koramangala in Bangalore? Google says {p:5600##} but the courier form says otherwise.", "Indian postal PIN code"),
 ("security-deposit", "My landlord wants a security deposit of {usd} plus first month's rent. Is that legal in California?", "deposit amount"),
 ("landlord-account", "My landlord sent his details for rent: account {p:@#########}, routing {aba}. Should I ask for a receipt each month?", "the landlord's receiving account, not the user's"),
 ("customer-service", "I called the customer service line {tollfree} and they gave me case number {p:CS-@######}. What should I say when I call back?", "public service line and a case number"),
 ("extension", "Can you draft an email to HR asking them to reach me at office extension {p:@###} instead of my cell?", "office phone extension"),
 ("router-ip", "How do I get into my router settings? The sticker says the admin page is at {ip_priv}.", "private LAN address"),
 ("postgres-port", "Postgres refuses connections on port {port} even though the container is up at {ip_priv}. What should I check first?", "port and private IP"),
 ("node-version", "Should I upgrade our project from Node {p:1@.#.#} to {p:2#.#.#} now or wait for the LTS?", "software versions"),
 ("token-window", "The model's context window is {c:8192|32768|128000|200000} tokens. Roughly how many pages of text is that at {i:250:500} words per page?", "token count"),
 ("docs-access-key", "The AWS docs use {c:AKIAIOSFODNN7EXAMPLE} as the example access key ID. Is it fine to leave that placeholder in our README for release {ver}?", "documented example value, public"),
 ("stripe-test-card", "Stripe's docs say to use the test card {c:4242 4242 4242 4242|5555 5555 5555 4444|4000 0566 5566 5556} with any future date like {c:12/34|11/30|09/31}. Will that work in live mode?", "public test card from documentation"),
 ("masked-card", "The receipt shows {p:**** **** **** ####} and an authorization number {p:@#####}. Does that mean the refund went through?", "masked card and merchant authorization number"),
 ("verification-time", "The bank's FAQ says verification of a new business account takes {i:3:5} to {i:7:10} business days. Is that typical?", "durations"),
 ("clinic-door", "The clinic is behind door {p:@#} on the {c:2nd|3rd|4th} floor. Can you help me write directions for my mom?", "door and floor of a clinic"),
 ("alarm-time", "Set an alarm for {time12} tomorrow and remind me the train leaves from platform {i:1:14}.", "alarm time and platform"),
 ("safe-dose", "Is {c:200|300|400} mg of ibuprofen every {i:6:8} hours a safe dose for an adult?", "dosage question"),
 ("smart-lock-model", "I bought a smart lock, model {p:YRD@##}, and the manual mentions firmware {ver}. Does it support Apple Home?", "product model and firmware version"),
 ("key-stage", "My son is in Key Stage {i:2:4} and his maths exam is on {date_uk}. Any revision tips?", "school stage and exam date"),
 ("login-attempts", "Our app locks accounts after {i:3:6} failed login attempts for {c:10|15|30} minutes. Is that too strict?", "configuration numbers"),
 ("access-road", "Is the access road off Route {i:20:99} open in winter? We're driving to the cabin around {date_us}.", "road number and date"),
 ("sd-card", "Will a {c:64|128|256|512} GB SD card work in a GoPro Hero {i:9:12}?", "storage size and product generation"),
 ("graphics-card", "Is an RTX {c:4060|4070|4080} graphics card enough for Blender, or should I wait for the {c:5070|5080|5090}?", "product model numbers"),
 ("process-id", "htop shows process ID {i:1000:65000} using {i:90:99}% CPU. How do I find out what it is?", "process ID and percentage"),
 ("product-id", "The product ID on the listing is {p:B0&&&&&&&&}. Is that the same blender as the one in the store?", "public product identifier"),
 ("part-number", "I need replacement part number {p:WPW@######} for my dryer. Is it the same as the older one?", "appliance part number"),
 ("fridge-model", "The fridge model number is {p:RF##A####SR}. Which water filter fits it?", "appliance model number"),
 ("ice-platform", "Train {p:ICE @##} to Munich leaves from platform {i:1:20} at {time24}, is there a lounge at the station?", "train, platform, time"),
 ("exam-room", "My exam for course {p:CS @##} is in room {p:@##} at {time12}. Can you make me a study plan until then?", "course code, room, time"),
 ("concert-section", "The concert tickets are in section {i:100:330}, and the venue doors open at {time12}. What should I bring?", "venue section and time"),
 ("claim-number", "The insurance company gave me claim number {p:CLM-@#######} for the fender bender. What documents do they usually need?", "insurance claim reference"),
 ("sample-booking-ref", "The airline's help page shows {p:%&%&%&} as a sample booking reference. Is that always six characters?", "sample reference from a help page"),
 ("zip-plus-four", "Is {p:7##01-####} the right extended ZIP code for the IRS office in Austin? I'm mailing a letter there.", "government office ZIP+4"),
 ("irs-notice", "I got notice {c:CP14|CP2000|CP501|CP503} and the letter lists the IRS number {tollfree}. Should I call before paying?", "government notice type and public phone line"),
 ("vendor-ein", "Our vendor's EIN on their tax form is {p:@#-#######}. Do I need it for the year-end contractor forms?", "a vendor company's tax ID"),
 ("grandma-years", "My grandmother was born in {i:1925:1945} and moved to Chicago in {i:1950:1970}. Help me write a toast for her birthday.", "years"),
 ("kid-age", "How much screen time is okay for a {i:3:9}-year-old on school days?", "age"),
 ("game-score", "The Lakers won {i:100:130}-{i:90:99} last night, who was the top scorer?", "sports score"),
 ("jersey-number", "Which player wears jersey number {i:2:99} for Arsenal this season?", "jersey number"),
 ("lottery", "If my lottery numbers were {lotto}, how do I check them against tonight's draw?", "lottery numbers"),
 ("stat-password-reset", "The report says {f:10:90:1} percent of users reset their password at least once a year. Is that plausible?", "statistic"),
 ("bike-size", "I'm {i:160:195} cm tall and weigh {i:55:110} kg, what bike frame size should I get?", "body measurements"),
 ("oven-temp", "Can I bake the bread at {c:325|350|375|400|425} degrees for {i:20:45} minutes instead?", "temperature and duration"),
 ("sample-request-id", "The API docs show request ID {uuid} in a sample response. Do I need to generate a new one per call?", "sample value from documentation"),
 ("expired-coupon", "I found an old coupon {p:&&&&-&&&&} that expired on {date_us}. Would the store still honor it?", "expired public coupon"),
 ("fake-phone", "For a demo app I'm using the fictional phone number {phone_us}. Is that range really reserved for fiction?", "fictional phone number"),
 ("plumber-text", "The plumber's number is {phone_us}. Can you write a polite text asking if he can come Tuesday after {time12}?", "a tradesman's business phone"),
 ("office-address", "Our new office is at {i:100:9999} Market Street, Suite {i:100:999}, San Francisco, CA {p:941##}. Can you write a change-of-address notice?", "business address"),
 ("flat-floor", "I live in flat {p:@#B} on the {c:3rd|5th|7th} floor and the lift is out again. Draft a complaint to the building manager?", "flat and floor"),
 ("wifi-channel", "My Wi-Fi is slow, should I switch from channel {c:1|6|11} to channel {c:36|44|149}?", "radio channels"),
 ("dns-server", "Should I use {c:1.1.1.1|8.8.8.8|9.9.9.9} or my ISP's DNS for a home network with {i:5:30} devices?", "public DNS resolver address"),
 ("subnet", "Is {ip_priv} with a /{c:24|16} mask right for a home lab with {i:10:40} devices?", "private subnet and count"),
 ("git-tag", "git bisect points to commit {p:~~~~~~~} but tag {p:v@.#.#} looks fine. How do I read the bisect log?", "commit hash and version tag"),
 ("docker-image", "Is python:{c:3.11|3.12|3.13}-slim smaller than alpine {c:3.19|3.20|3.21} for a Flask app on port {port}?", "image versions"),
 ("react-version", "Our package.json pins react at ^{p:18.#.#}. Is {p:19.0.#} a breaking upgrade?", "library versions"),
 ("course-codes", "Is course {p:MATH @##} harder than {p:STAT @##} for a first-year student?", "course codes"),
 ("bus-stop", "Does bus {i:1:199} still serve stop {p:@####} after the schedule change?", "bus route and stop id"),
 ("parking-spot", "The garage says level {c:P2|P3|B1|B2}, spot {i:1:250}. Remind me at {time12} to move the car.", "parking location"),
 ("meter-reading", "The utility estimated my meter reading at {i:10000:49999} kWh but the actual dial shows {i:50000:99999}. How do I dispute it?", "meter readings"),
 ("blood-pressure", "My blood pressure was {i:110:150}/{i:70:95} this morning, should I mention it at my appointment on {date_us}?", "health measurement and date"),
 ("dentist", "The dentist's office confirmed my appointment for {date_us} at {time12} in room {i:1:20}. Can you add it to a checklist?", "appointment details"),
 ("isbn", "Is ISBN {isbn} the paperback or the hardcover edition?", "book ISBN"),
 ("timezone", "If it's {time24} in London, what time is it in Tokyo?", "time"),
 ("first-run", "Is {f:5:21:1} km a realistic goal for my first month of running?", "distance"),
 ("grocery-budget", "We spent {usd} on groceries this month, out of a budget of {usd}. Help me find savings.", "amounts"),
 ("nurse-salary", "The median salary for nurses in Ohio is {usd} per year according to BLS. How does that compare nationally?", "public statistic"),
 ("tax-bracket", "Is the {c:22|24|32} percent bracket applied only to income above {usd}?", "tax figures"),
 ("piano-keys", "Which key is middle C on a {c:88|61|76}-key keyboard?", "count of keys"),
 ("kb-update", "Is security update {p:KB50#####} safe to install, or has it been causing boot loops?", "public update identifier"),
 ("cve", "Does {p:CVE-202@-@####} affect nginx {p:1.2#.#} on our web servers?", "public vulnerability id and version"),
 ("revenue-share", "Returns account for {i:5:30}% of our revenue loss in {c:Q1|Q2|Q3|Q4}. How do I present that to the board?", "statistic and quarter"),
 ("uscis-receipt", "The immigration office gave my employer a receipt notice {p:IOE@#########} for the petition. How long does processing take?", "government case receipt"),
 ("box-size", "Will a box of {i:30:60} x {i:20:29} x {i:10:19} cm fit the post office's flat rate option?", "package dimensions"),
 ("screen-lock", "My phone's lock screen turns off after {c:15|30} seconds, how do I change it to {c:2|5|10} minutes?", "timeout settings"),
 ("tutorial-code", "The Twilio tutorial shows verification code {p:@#####} in its sample SMS. Is that value hard-coded in the demo?", "sample value from a tutorial"),
 ("public-voucher", "This voucher {p:&&&&-&&&&-&&&&} was posted publicly on a forum and expired in {i:2019:2022}. Is it worth trying?", "expired, publicly posted voucher"),
 ("canada-postal", "Is {p:M#% #%#} a valid postal code for downtown Toronto?", "postal code, asked whether valid"),
 ("server-room", "The server room hit {i:28:40} degrees Celsius last night; at what temperature should the alarm trigger?", "temperature"),
 ("safe-model", "Our office safe is a SentrySafe {p:SFW@##}. Is its fire rating {c:30|60|90} minutes or less?", "product model and rating"),
 ("alarm-panel-error", "The alarm panel shows error {p:E@#} and beeps every {c:30|45|60} seconds. How do I find what that error means?", "device error code"),
 ("ram-size", "Is {c:16|32|64} GB of RAM enough for running Docker with {i:5:12} containers?", "memory size and count"),
]

LANG = {
 "zh": [
  ("sf-tracking", "快递单号{p:SF@###########}显示已经到了驿站，但是我一直没收到通知，怎么办？", "parcel tracking number"),
  ("coupon", "这个优惠码{p:%%%%##}在淘宝结算时显示无效，是不是过期了？活动页面写的是到{date_zh}。", "public promo code and date"),
  ("hotline", "我们公司的客服电话是{p:400-@##-####}，帮我写一段自动回复，说明工作时间是{time24}到{time24}。", "company hotline and hours"),
  ("train-seat", "我坐{p:G@###}次高铁，{i:1:16}号车厢{p:@#F}座，是靠窗的吗？", "train, coach and seat"),
  ("postcode", "北京朝阳区的邮政编码是{p:1000##}吗？单位的表格要填。", "postal code"),
 ],
 "ja": [
  ("postcode", "郵便番号{p:@##-####}の住所で合っているか確認してもらえますか？区役所の窓口は{time24}までだそうです。", "postal code and office hours"),
  ("amazon-order", "Amazonの注文番号{p:@##-#######-#######}の商品がまだ届きません。問い合わせの文面を作ってください。", "shop order number"),
  ("shinkansen", "のぞみ{i:1:99}号の{i:1:16}号車{p:@#E}席って、富士山が見える側ですか？", "train, car and seat"),
  ("washer-error", "洗濯機にエラーコード{p:U@#}が出て止まりました。型番は{p:NA-VX@###}です。", "device error code and model"),
  ("exam-date", "英検の試験日は{date_zh}で、受験番号ではなく会場の教室は{p:@##}号室です。", "exam date and room"),
 ],
 "ko": [
  ("waybill", "택배 운송장 번호 {p:@###########}인데 조회가 안 돼요. 택배사 고객센터 {p:1588-####}에 전화해야 하나요?", "waybill and company hotline"),
  ("coupon", "쿠폰 코드 {p:%%%%##%%}를 입력했는데 유효하지 않다고 떠요. 이벤트 기간이 {date_ko}까지 아닌가요?", "public coupon and date"),
  ("ktx-seat", "KTX {i:101:199}열차 {i:1:18}호차 {p:@#A}석인데 역방향인가요?", "train, car and seat"),
  ("postcode", "우편번호 {p:06###}가 서울 강남구 맞나요? 구청 서류에 써야 해서요.", "postal code"),
 ],
 "ar": [
  ("aramex", "رقم الشحنة {p:@##########} لا يتم تحديثه في موقع أرامكس منذ {i:3:9} أيام، ماذا أفعل؟", "shipment tracking number"),
  ("coupon", "هل كود الخصم {p:%%%%##} ما زال صالحاً في نون؟ مكتوب في الإعلان أنه ينتهي في {date_slash}.", "public discount code"),
  ("flight-gate", "رحلتي رقم {p:EK @##} تغادر من البوابة {p:%##} الساعة {time24}، هل عندي وقت للصلاة في المطار؟", "flight, gate and time"),
  ("bank-hotline", "رقم خدمة العملاء لدى البنك هو {p:800 ### ####!ar}، هل يعمل من خارج الإمارات؟", "a bank's public hotline in Arabic-Indic digits"),
  ("price", "سعر الثلاجة {p:@,###!ar} درهم، هل هذا سعر معقول لموديل {p:RT@#}؟", "price and model"),
 ],
 "fa": [
  ("postcode", "کد پستی {p:#####-#####!fa} برای اداره پست مرکزی تهران درست است؟", "postal code in Persian digits"),
  ("coupon", "کد تخفیف {p:%%%%##} در دیجی کالا کار نمی کند، مگر تا {date_fa} اعتبار ندارد؟", "public discount code and date"),
  ("flight", "پرواز {p:IR @##} از گیت {p:@!fa} ساعت {time24} حرکت می کند، به موقع می رسم؟", "flight, gate and time"),
  ("server-room", "دمای اتاق سرور به {i:28:40!fa} درجه رسید؛ هشدار را روی چند درجه تنظیم کنم؟", "temperature"),
 ],
 "he": [
  ("order", "מספר ההזמנה שלי באתר הוא {p:@#######} והחבילה עדיין לא הגיעה. איך כותבים תלונה?", "shop order number"),
  ("coupon", "קוד הקופון {p:%%%%##} עדיין בתוקף? כתוב שהמבצע עד {date_slash}.", "public coupon and date"),
  ("flight", "הטיסה {p:LY @##} יוצאת משער {p:B@} בשעה {time24}. כמה זמן לפני צריך להגיע לנמל התעופה?", "flight, gate and time"),
  ("zip", "המיקוד של סניף הדואר ליד העירייה הוא {p:@######}? אני צריך לשלוח מכתב.", "postal code"),
 ],
 "hi": [
  ("pin-code", "मेरे इलाके का पिन कोड {p:1100@#} है या {p:1100@#}? डाक घर की वेबसाइट पर दोनों दिख रहे हैं।", "postal PIN codes"),
  ("train", "ट्रेन नंबर {p:12@##} का प्लेटफॉर्म {i:1:10} बदल गया है क्या? सिर्फ़ ट्रेन का स्टेटस देखना है।", "train and platform"),
  ("flipkart", "Flipkart पर ऑर्डर आईडी {p:OD@#################} का रिफंड {i:5:7} दिन में आएगा क्या?", "shop order id"),
  ("ifsc", "स्कूल ने फीस के लिए बैंक का IFSC कोड {p:SBIN0@#####} दिया है, क्या यह सही ब्रांच का है?", "a bank branch's public IFSC code"),
 ],
 "ru": [
  ("pochta", "Трек-номер {p:RA@########RU} не отслеживается на сайте Почты России уже {i:5:14} дней. Что делать?", "postal tracking number"),
  ("promo", "Промокод {p:%%%%##} на Ozon ещё действует? В рассылке написано, что до {date_dot}.", "public promo code"),
  ("train", "Поезд {p:@##А} отправляется с {i:1:12}-го пути в {time24}? Хочу успеть купить кофе.", "train, track and time"),
  ("supplier-inn", "ИНН нашего поставщика {p:77@#######}, как проверить, что компания не ликвидирована?", "a supplier company's tax number"),
 ],
 "uk": [
  ("nova-poshta", "Номер відправлення {p:2045##########} показує, що посилка у відділенні №{i:1:300}. Коли її можна забрати?", "parcel number and branch"),
  ("promo", "Чи діє ще промокод {p:%%%%##} на Rozetka? Акція до {date_dot}.", "public promo code"),
  ("hotline", "Я дзвонив на гарячу лінію {p:0 800 ## ## ##}, мені дали номер звернення {p:@#######}. Як написати скаргу?", "hotline and complaint number"),
  ("server-error", "Температура в серверній {i:28:40} градусів, а кондиціонер показує помилку {p:E@}. Що це може бути?", "temperature and device error"),
 ],
 "pl": [
  ("postcode", "Czy kod pocztowy {p:0@-###} to na pewno Warszawa? Urząd skarbowy wymaga go w formularzu.", "postal code"),
  ("inpost", "Numer przesyłki {p:6#######################} od {i:3:6} dni stoi w sortowni. Co robić?", "parcel number"),
  ("rabat", "Kod rabatowy {p:%%%%##} nie działa, a promocja miała trwać do {date_dot}.", "public discount code"),
  ("supplier-nip", "NIP dostawcy to {p:@##-###-##-##}, czy muszę go wpisać na fakturze nr {p:FV/@##/202@}?", "supplier tax number and invoice"),
 ],
 "cs": [
  ("psc", "PSČ {p:1@# 00} patří k Praze {i:1:10}? Potřebuju to do formuláře na úřad.", "postal code and district"),
  ("alza-order", "Číslo objednávky na Alze je {p:@#########}, zboží mělo dorazit {date_cs}.", "shop order number"),
  ("train", "Vlak {p:EC @##} odjíždí z nástupiště {i:1:7} v {time24}?", "train and platform"),
  ("discount", "Slevový kód {p:%%%%##} mi v e-shopu hlásí chybu {c:400|404|410|422}.", "discount code and error"),
 ],
 "de": [
  ("plz", "Die Postleitzahl {p:8####} gehört doch zu München, oder? Das Bürgeramt will sie im Formular.", "postal code"),
  ("order", "Die Bestellnummer {p:@##-#######-#######} ist seit dem {date_dot} unterwegs. Wie formuliere ich eine Reklamation?", "order number and date"),
  ("supplier-vat", "Unser Lieferant hat die USt-IdNr. {p:DE@########} auf der Rechnung {p:RE-202@-####}. Muss ich die prüfen?", "supplier VAT id and invoice"),
  ("ice-gleis", "Fährt der ICE {p:@##} heute wirklich von Gleis {i:1:22} ab? Abfahrt laut App {time24}.", "train, track and time"),
  ("charity-iban", "Spendenkonto des Tierheims: IBAN {iban_de}. Kann ich dafür einen Dauerauftrag einrichten?", "a charity's published IBAN"),
  ("password-policy", "Laut IT muss das Passwort mindestens {i:12:16} Zeichen haben und alle {c:90|180} Tage geändert werden. Ist das noch zeitgemäß?", "policy numbers"),
 ],
 "fr": [
  ("code-postal", "Le code postal {c:75011|75015|75018|75005|75020|75012} correspond à quel arrondissement ? La mairie me le demande.", "postal code"),
  ("tgv", "Mon TGV part à {time_fr}, voiture {i:1:20}, place {i:21:99} : c'est côté fenêtre ?", "train, car and seat"),
  ("promo", "Le code promo {p:%%%%##} est-il encore valable ? Le site indiquait jusqu'au {date_slash}.", "public promo code"),
  ("siret", "Le numéro SIRET du fournisseur est {p:@## ### ### #####}, faut-il le mettre sur le bon de commande {p:BC-####} ?", "supplier company number"),
  ("plumber-bill", "La facture du plombier est de {eur_fr}, c'est normal pour un remplacement de ballon ?", "amount"),
  ("alarme-erreur", "Notre alarme modèle {p:VT@##} affiche le code d'erreur {p:E@#} depuis hier soir. D'après le manuel, ça veut dire batterie faible ?", "device model and error code"),
 ],
 "es": [
  ("postal", "¿El código postal {p:280##} es de Madrid centro? Lo pide el formulario del ayuntamiento.", "postal code"),
  ("flight", "Mi vuelo {p:IB @###} sale por la puerta {p:%@#} a las {time24}, ¿me da tiempo a cenar?", "flight, gate and time"),
  ("cif", "El CIF de la empresa proveedora es {p:B@#######}, ¿lo tengo que poner en la factura?", "supplier company tax id"),
  ("repair", "Pagué {eur_de} por la reparación del coche, ¿es razonable?", "amount"),
  ("mx-postal", "¿El código postal {p:06###} es de la colonia Cuauhtémoc en CDMX? Lo necesito para el SAT.", "postal code"),
  ("password-rule", "La página pide que la contraseña tenga entre {i:8:10} y {i:20:64} caracteres. ¿Es un límite normal?", "policy numbers"),
 ],
 "pt": [
  ("cep", "O CEP {p:01###-###} é da Avenida Paulista? Preciso mandar um documento pro cartório.", "postal code"),
  ("correios", "O código de rastreio {p:%%@########BR} dos Correios não atualiza desde {date_slash}.", "tracking number"),
  ("cnpj", "O CNPJ da loja é {p:@#.###.###/0001-##}, dá pra confiar nessa empresa?", "a shop's company id"),
  ("lisboa", "Em Lisboa, o código postal {p:1@##-###} é de que freguesia?", "postal code"),
 ],
 "it": [
  ("cap", "Il CAP {p:001@#} è di Roma centro? Me lo chiede il modulo del comune.", "postal code"),
  ("frecciarossa", "Il Frecciarossa {p:FR @###} parte dal binario {i:1:24} alle {time24}?", "train, track and time"),
  ("piva", "La partita IVA del fornitore è {p:IT@##########}, devo indicarla nella fattura n. {i:1:999}?", "supplier VAT number"),
  ("sconto", "Il codice sconto {p:%%%%##} vale ancora? Il volantino dice fino al {date_slash}.", "public discount code"),
 ],
 "nl": [
  ("postcode", "Klopt postcode {p:@### %%} voor het gemeentehuis? Ik moet er een brief naartoe sturen.", "postal code"),
  ("spoor", "Mijn trein naar Utrecht vertrekt om {time24} van spoor {c:5b|7a|11|14b|3}, klopt dat nog?", "time and track"),
  ("kvk", "Het KvK-nummer van de leverancier is {p:@#######}; moet dat op de factuur staan?", "supplier company number"),
  ("korting", "De kortingscode {p:%%%%##} werkt niet, de actie loopt toch tot {date_nl}?", "public discount code"),
 ],
 "sv": [
  ("postnummer", "Stämmer postnumret {p:1@# ##} för Stockholms stad? Skatteverket vill ha det i blanketten.", "postal code"),
  ("orgnr", "Organisationsnumret för leverantören är {p:55####-####}, behöver det stå på fakturan?", "supplier company number"),
  ("spar", "Tåget avgår från spår {i:1:19} klockan {time24}, hinner jag byta till pendeltåget?", "track and time"),
  ("rabatt", "Rabattkoden {p:%%%%##} fungerar inte, gäller den inte till {date_iso}?", "public discount code"),
 ],
 "da": [
  ("postnummer", "Er postnummer {p:2@##} i København? Kommunen beder om det på blanketten.", "postal code"),
  ("cvr", "CVR-nummeret på leverandøren er {p:@#######}. Skal det stå på fakturaen?", "supplier company number"),
  ("spor", "Kører toget fra spor {i:1:12} kl. {time_dot} i dag?", "track and time"),
  ("rabat", "Rabatkoden {p:%%%%##} virker ikke, selv om tilbuddet gælder til {date_dot}.", "public discount code"),
 ],
 "nb": [
  ("postnummer", "Er postnummer {p:01##} i Oslo sentrum? NAV-kontoret trenger det.", "postal code"),
  ("orgnr", "Organisasjonsnummeret til leverandøren er {p:9## ### ###}, må det stå på fakturaen?", "supplier company number"),
  ("fly", "Flyet {p:DY @###} går fra gate {p:%@} kl. {time_dot}, rekker jeg å spise?", "flight, gate and time"),
  ("tv-pris", "Jeg kjøpte en TV til {p:@# ##0 kr}, er det en god pris for en {c:55|65|75} tommer?", "price and screen size"),
 ],
 "fi": [
  ("postinumero", "Onko postinumero {p:001##} Helsingin keskustaa? Verotoimisto kysyy sitä lomakkeessa.", "postal code"),
  ("juna", "Juna lähtee raiteelta {i:1:19} klo {time_dot}, ehdinkö vaihtaa?", "track and time"),
  ("y-tunnus", "Toimittajan Y-tunnus on {p:@######-#}, pitääkö se olla laskussa?", "supplier business id"),
  ("alennus", "Alennuskoodi {p:%%%%##} ei toimi, vaikka tarjous on voimassa {date_fi} asti.", "public discount code"),
 ],
 "hu": [
  ("iranyitoszam", "Az irányítószám {p:11##} tényleg Budapest XI. kerület? Az okmányirodai űrlapra kell.", "postal code"),
  ("adoszam", "A szállító adószáma {p:@#######-#-##}, ezt fel kell tüntetni a számlán?", "supplier tax number"),
  ("vonat", "A vonat a {i:1:15}. vágányról indul {time24}-kor?", "track and time"),
  ("kupon", "A kuponkód {p:%%%%##} nem működik, pedig a hirdetés szerint érvényes eddig: {date_hu}", "public coupon and date"),
 ],
 "ro": [
  ("cod-postal", "Codul poștal {p:0@####} este pentru sectorul {i:1:6} din București?", "postal code and district"),
  ("cui", "CUI-ul furnizorului este {p:RO@#######}, trebuie trecut pe factură?", "supplier tax id"),
  ("tren", "Trenul {p:IR 1@##} pleacă de la linia {i:1:14} la ora {time24}?", "train, track and time"),
  ("reducere", "Codul de reducere {p:%%%%##} mai e valabil? Pe site scrie până la {date_dot}.", "public discount code"),
 ],
 "el": [
  ("tk", "Ο ταχυδρομικός κώδικας {p:10@ ##} είναι για το κέντρο της Αθήνας;", "postal code"),
  ("ekptosi", "Ο κωδικός έκπτωσης {p:%%%%##} ισχύει ακόμα; Γράφει μέχρι {date_slash}.", "public discount code"),
  ("ptisi", "Η πτήση {p:A3 @##} φεύγει από την πύλη {p:%@} στις {time24};", "flight, gate and time"),
  ("afm", "Το ΑΦΜ του προμηθευτή είναι {p:0@#######}, πρέπει να μπει στο τιμολόγιο;", "supplier tax number"),
 ],
 "tr": [
  ("posta-kodu", "Posta kodu {p:347##} Kadıköy'e mi ait? Belediye formunda istiyorlar.", "postal code"),
  ("kargo", "Kargo takip numaram {p:@###########} ama {i:3:8} gündür hareket yok.", "tracking number"),
  ("ucus", "{p:TK @###} sefer sayılı uçuşum {p:%@} kapısından {time24}'da kalkıyor, yetişir miyim?", "flight, gate and time"),
  ("vergi", "Tedarikçinin vergi numarası {p:@#########}, faturaya yazmam gerekir mi?", "supplier tax number"),
  ("musteri", "Bankanın müşteri hizmetleri numarası {p:0850 @## ## ##} değil mi? Kart aidatını sormak istiyorum.", "a bank's public service line"),
 ],
 "vi": [
  ("ma-buu-chinh", "Mã bưu chính {p:70###} có phải của Quận {i:1:12} TP.HCM không?", "postal code and district"),
  ("giam-gia", "Mã giảm giá {p:%%%%##} trên Shopee còn dùng được không? Quảng cáo ghi đến ngày {date_slash}.", "public discount code"),
  ("chuyen-bay", "Chuyến bay {p:VN @##} cất cánh lúc {time24} từ cổng {i:1:30}, mình có kịp ăn không?", "flight, time and gate"),
  ("tong-dai", "Tổng đài chăm sóc khách hàng của ngân hàng là {p:1900 ####} đúng không?", "a bank's public hotline"),
 ],
 "th": [
  ("postcode", "รหัสไปรษณีย์ {p:10@##} ใช่เขตบางรักไหมคะ", "postal code"),
  ("lazada-code", "โค้ดส่วนลด {p:%%%%##} ใน Lazada ยังใช้ได้ไหม ในโฆษณาเขียนว่าหมดเขต {date_th}", "public discount code and Thai date"),
  ("parcel", "เลขพัสดุ {p:TH@#########%} ไม่อัปเดตมา {i:3:7} วันแล้วค่ะ", "parcel tracking number"),
  ("flight", "เที่ยวบิน {p:TG @##} ออกจากประตู {p:%@} เวลา {time24} น. จะทันไหม", "flight, gate and time"),
 ],
 "id": [
  ("kode-pos", "Kode pos {p:12@##} itu untuk Jakarta Selatan ya? Diminta di formulir kelurahan.", "postal code"),
  ("resi", "Nomor resi {p:JT@#########} kok belum update sejak {date_slash}?", "tracking number"),
  ("promo", "Kode promo {p:%%%%##} di Tokopedia masih berlaku nggak? Harga laptopnya jadi {p:Rp@.###.000}.", "public promo code and price"),
  ("donasi", "Rekening donasi yayasan itu {p:@##-###-####} atas nama yayasan, aman nggak transfer ke sana?", "a charity's published account"),
 ],
 "tl": [
  ("zip", "Anong zip code ng Makati? {p:12@#} ba talaga?", "postal code"),
  ("flight", "Yung flight ko {p:PR @##} sa gate {i:1:20}, anong oras ang boarding kung {time12} ang alis?", "flight, gate and time"),
  ("promo", "Gumagana pa ba yung promo code {p:%%%%##} sa Lazada? Hanggang {date_us} daw.", "public promo code"),
  ("hotline", "Tama ba yung hotline ng kuryente na {p:16@##}? Brownout kasi dito sa amin.", "a utility's public hotline"),
 ],
 "sw": [
  ("paybill", "Namba ya paybill ya kampuni ya maji ni {p:@#####}, je, naweza kulipia bili kupitia M-Pesa?", "a company's public paybill number"),
  ("ndege", "Ndege yangu {p:KQ @##} inaondoka saa {time24} kutoka lango {i:1:20}, nitawahi?", "flight, time and gate"),
  ("punguzo", "Msimbo wa punguzo {p:%%%%##} bado unafanya kazi? Tangazo linasema hadi {date_slash}.", "public discount code"),
  ("bei", "Nilinunua simu kwa {p:KSh @#,###}, je, ni bei nzuri kwa modeli {p:A@#}?", "price and model"),
 ],
}

EN_CASES = 200
PER_LANG = 7

BAD_CHARS = set('"\\\t\r\n`')


def is_num_char(c):
    return c.isdigit() or (c.isascii() and c.isalnum())


def check_case(text, vals):
    """Return an error string or None."""
    if not 1 <= len(vals) <= 3:
        return "bad count"
    if len(set(vals)) != len(vals):
        return "duplicate value"
    covered = [False] * len(text)
    for v in vals:
        if not v or v not in text:
            return f"not a substring: {v}"
        start = 0
        while True:
            i = text.find(v, start)
            if i < 0:
                break
            if i > 0 and is_num_char(text[i - 1]) and is_num_char(v[0]):
                return f"embedded (left): {v}"
            j = i + len(v)
            if j < len(text) and is_num_char(text[j]) and is_num_char(v[-1]):
                return f"embedded (right): {v}"
            for k in range(i, j):
                covered[k] = True
            start = i + 1
    for k, ch in enumerate(text):
        if ch.isdigit() and not covered[k]:
            return f"uncovered digit at {k}"
    return None


def clean(s):
    if not s or s != s.strip():
        return False
    for ch in s:
        if ch in BAD_CHARS or unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"):
            return False
        if unicodedata.category(ch) == "Zs" and ch != " ":
            return False
    return True


def render(tpl):
    for _ in range(500):
        vals = []
        def sub(m):
            kind, argstr, tr = m.group(1), m.group(2), m.group(3)
            args = argstr[1:].split(":") if argstr else []
            v = value_for(kind, args)
            if tr == "ar":
                v = v.translate(AR_DIG)
            elif tr == "fa":
                v = v.translate(FA_DIG)
            vals.append(v)
            return v
        text = PH.sub(sub, tpl)
        if check_case(text, vals) is None:
            return text, vals
    raise ValueError("cannot render: " + tpl)


def build():
    items = []
    for k in range(EN_CASES):
        slug, tpl, note = EN[k % len(EN)]
        items.append(("en", slug, tpl, note))
    for lang, tpls in LANG.items():
        for k in range(PER_LANG):
            slug, tpl, note = tpls[k % len(tpls)]
            items.append((lang, slug, tpl, note))
    R.shuffle(items)
    cases = []
    seen = set()
    for n, (lang, slug, tpl, note) in enumerate(items, 1):
        for _ in range(50):
            text, vals = render(tpl)
            if text not in seen:
                break
        seen.add(text)
        cases.append({
            "id": f"{PREFIX}-{n:03d}-{slug}",
            "lang": lang,
            "text": text,
            "lookalikes": vals,
            "note": "Not a secret: " + note + ".",
        })
    return cases


def validate(cases):
    errs = []
    ids = set()
    texts = set()
    for c in cases:
        cid = c["id"]
        if not re.fullmatch(PREFIX + r"-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*", cid):
            errs.append(f"bad id {cid}")
        if cid in ids:
            errs.append(f"duplicate id {cid}")
        ids.add(cid)
        if not re.fullmatch(r"[a-z]{2}", c["lang"]):
            errs.append(f"bad lang {cid}")
        if c["text"] in texts:
            errs.append(f"duplicate text {cid}")
        texts.add(c["text"])
        for s in [c["text"], c["note"], c["id"], c["lang"]] + c["lookalikes"]:
            if not clean(s):
                errs.append(f"unclean scalar in {cid}: {s!r}")
        e = check_case(c["text"], c["lookalikes"])
        if e:
            errs.append(f"{cid}: {e}")
    n = len(cases)
    en = sum(1 for c in cases if c["lang"] == "en")
    if not 380 <= n <= 420:
        errs.append(f"case count {n}")
    if not 0.4 * n <= en <= 0.6 * n:
        errs.append(f"english share {en}/{n}")
    if len({c['lang'] for c in cases}) < 25:
        errs.append("too few languages")
    return errs


def q(s):
    return json.dumps(s, ensure_ascii=False)


def dump(cases):
    out = ["lookalikes: []", "cases:"]
    for c in cases:
        out.append(f"  - id: {q(c['id'])}")
        out.append(f"    lang: {q(c['lang'])}")
        out.append(f"    text: {q(c['text'])}")
        out.append("    secrets: []")
        out.append("    lookalikes:")
        for v in c["lookalikes"]:
            out.append(f"      - {q(v)}")
        out.append(f"    note: {q(c['note'])}")
    return "\n".join(out) + "\n"


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_tuning_v52.py tuning_v52.yaml", file=sys.stderr)
        return 1
    try:
        cases = build()
    except (ValueError, KeyError) as e:
        print("ERROR:", e, file=sys.stderr)
        return 1
    errs = validate(cases)
    if errs:
        for e in errs[:50]:
            print("ERROR:", e, file=sys.stderr)
        return 1
    with open(sys.argv[1], "w", encoding="utf-8") as f:
        f.write(dump(cases))
    print(f"wrote {len(cases)} cases to {sys.argv[1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
