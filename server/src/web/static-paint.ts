import crypto from 'node:crypto';

/**
 * The static first paint's inline script (issue 31, ADR 0031 decision 29). The build writes the
 * landing page's first frame into index.html's #root, hidden (vite.config.ts, `staticFirstPaint`);
 * the server puts this script right after it (where the build left STATIC_PAINT_SCRIPT_MARK).
 * Run while the page is parsed, before anything is drawn, it shows the paint only when it will be
 * what React draws first:
 * - the route is the landing page (`#/`, or no hash at all);
 * - the visitor is not signed in (redux-persist's stored `user` has no token: a member's header
 *   is not the guest's 登录 / 注册, so the paint would show the wrong header for a second);
 * - the settings block the server inlined (spa-shell.ts) can be read;
 * - each marked part stays only when its condition holds — the same rules as Landing's (the build
 *   rendered Landing with each condition on and off to find the parts: src/paint/landingPaint.tsx);
 * - the notice goes in as a text node (`createTextNode`): admin text is never parsed as HTML.
 * When anything does not fit, the paint stays hidden and the page starts as it did without it.
 * React's first render replaces #root's content (src/main.tsx). The Content-Security-Policy allows
 * this one inline script by its hash (app.ts), nothing else inline.
 */
export const PAINT_SCRIPT = `(function(){
var p=document.getElementById('ujuso-paint'),b=document.getElementById('ujuso-settings');
if(!p||!b)return;
var h=location.hash;
if(h&&h!=='#'&&h!=='#/'&&h.indexOf('#/?')!==0)return;
try{var st=JSON.parse(localStorage.getItem('persist:ujuso')||'{}');if(st.user&&JSON.parse(st.user).token)return;}catch(e){}
var s={};
try{var rows=JSON.parse(b.textContent||'');for(var i=0;i<rows.length;i++)if(rows[i]&&typeof rows[i].value==='string')s[rows[i].name]=rows[i].value;}catch(e){return;}
var on=function(n){return s[n]==='true';},n=typeof s.notice==='string'?s.notice:'';
var keep={maintain:on('maintain'),taoke:on('show_taoke_page'),hot:on('show_hot_key')||on('show_hot_search_kw'),notice:n!=='',noticeBar:n.trim()!==''};
var w=document.createTreeWalker(p,128),marks=[],c;
while((c=w.nextNode()))marks.push(c);
for(var j=0;j<marks.length;j++){
var m=/^(\\/?)p:(\\w+)$/.exec(marks[j].data);
if(!m||m[1]||!p.contains(marks[j]))continue;
if(m[2]==='text'){marks[j].parentNode.insertBefore(document.createTextNode(n.trim()),marks[j].nextSibling);continue;}
if(!(m[2] in keep))return;
if(keep[m[2]])continue;
var end='/p:'+m[2],x=marks[j].nextSibling;
while(x&&!(x.nodeType===8&&x.data===end)){var y=x.nextSibling;x.parentNode.removeChild(x);x=y;}
}
p.hidden=false;
})();`;

/** The CSP source that allows PAINT_SCRIPT and nothing else inline. */
export const PAINT_SCRIPT_CSP = `'sha256-${crypto.createHash('sha256').update(PAINT_SCRIPT).digest('base64')}'`;

/** Where the build leaves room for the script (vite.config.ts, STATIC_PAINT_SCRIPT_MARK). */
export const PAINT_SCRIPT_MARK = '<!--ujuso-paint-script-->';

/** The page with the paint's script in its place; a build without a paint is returned as it is. */
export function injectPaintScript(html: string): string {
  const at = html.indexOf(PAINT_SCRIPT_MARK);
  return at < 0 ? html : `${html.slice(0, at)}<script>${PAINT_SCRIPT}</script>${html.slice(at + PAINT_SCRIPT_MARK.length)}`;
}
