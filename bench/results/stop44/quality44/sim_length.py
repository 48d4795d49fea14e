from sim import *
import sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parents[3]))  # the repository root: retrieve.ranker
from retrieve.ranker import asks_order_or_summary
def split(c):
    a=sum((1 if x[0]=='+' else -1) for x in c if int(x[1])<=5); b=sum((1 if x[0]=='+' else -1) for x in c if int(x[1])>5); return a,b
for W in (30,40,50,60,80):
  for p in (0.3,0.5,0.7,1.0):
    def m(r,f,W=W,p=p):
        if asks_order_or_summary(r['q']): return 1.0
        return (W/max(W,f[0]))**p
    n,h,c=sim(m); print('len',W,p,n,split(c),[x[:3] for x in c if x[0]=='-'])
