# The late chance of each departure of a day in a nycflights13-layout file, worked out apart
# from the tool (the formula of flights(1), LATE CHANCE), for its tests:
#   python3 Benchmarks/odds-expected.py FILE ORIGIN YYYY-MM-DD
import csv, math, datetime, sys
path, origin, day = sys.argv[1], sys.argv[2], datetime.date.fromisoformat(sys.argv[3])
before, today = [], []
for x in csv.DictReader(open(path)):
    d = datetime.date(int(x['year']), int(x['month']), int(x['day']))
    if x['origin'] != origin: continue
    late = 1 if x['dep_time'] == 'NA' or x['arr_delay'] == 'NA' or x['arr_time'] == 'NA' else int(int(x['dep_delay']) >= 15)
    r = (x['carrier'], x['flight'], x['dest'], int(x['sched_dep_time']) // 100, late)
    if day - datetime.timedelta(30) <= d < day: before.append(r)
    elif d == day: today.append(r)
def cnt(pred):
    s = [r for r in before if pred(r)]; return len(s), sum(r[4] for r in s)
lg = lambda q: math.log(q / (1 - q)); lo = lambda z: 1 / (1 + math.exp(-z))
n0, k0 = cnt(lambda r: True); p0 = (k0 + 1) / (n0 + 2)
for c, f, dest, h, _ in sorted(today, key=lambda r: (r[0], int(r[1]))):
    na, ka = cnt(lambda r: r[0] == c); pa = (ka + 50 * p0) / (na + 50)
    nr, kr = cnt(lambda r: r[0] == c and r[2] == dest); pr = (kr + 300 * pa) / (nr + 300)
    nh, kh = cnt(lambda r: r[3] == h); ph = (kh + 150 * p0) / (nh + 150)
    pp = lo(lg(pr) + lg(ph) - lg(p0))
    nf, kf = cnt(lambda r: r[0] == c and r[1] == f and r[2] == dest); pf = (kf + 40 * pp) / (nf + 40)
    p = lo(lg(p0) + 0.9 * (lg(pf) - lg(p0)))
    print(f"{c}{f} {dest} {h:02d} own={nf} route={nr} hour={nh} airport={n0} p={p:.4f}")
