import json,sys
def load(p):
    return {(r['conv'],r['q']):r for r in map(json.loads,open(p)) if r['memory']=='gems'}
def hit(r,B):
    cum=0
    for f in r['full']:
        if cum+f[0]>B: return False
        cum+=f[0]
        if f[1]: return True
    return False
a,b=load(sys.argv[1]),load(sys.argv[2])
for B in (50,100,150,200,250,300,350,400,450,500):
    ha=sum(hit(r,B) for r in a.values()); hb=sum(hit(r,B) for r in b.values())
    print(B,ha,hb)
    for k in a:
        if hit(a[k],B)!=hit(b[k],B): print('   ',k[0],a[k]['cat'],hit(a[k],B),'->',hit(b[k],B),k[1][:80])
