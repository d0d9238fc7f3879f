// When a server-rendered page fetches its JavaScript (apps/web/vite.config.ts
// puts the page's module tags in <template id="page-modules">, inert).

/**
 * The pages' second inline script: it starts the page's modules once the page
 * has painted its first photograph (the <img fetchpriority="high"> the server
 * also preloads), or at the first paint when there is none, and after 3 s at
 * the latest. On a slow phone the stylesheet, the fonts and that photograph
 * then have the connection to themselves; the JavaScript, which only
 * hydrates what is already drawn, follows. Module scripts run after the
 * document is parsed anyway, so nothing that works without it waits.
 * The Content-Security-Policy allows exactly this text, by its SHA-256.
 */
export const PAGE_MODULES_SCRIPT =
  '(function(){var d=document,w=window,started=false;' +
  "function load(){if(started)return;started=true;var t=d.getElementById('page-modules');if(!t||!t.content)return;" +
  "var tags=t.content.querySelectorAll('link[href],script[src]');" +
  "for(var i=0;i<tags.length;i++){var tag=tags[i],e;" +
  "if(tag.tagName==='LINK'){e=d.createElement('link');e.rel='modulepreload';e.href=tag.getAttribute('href')}" +
  "else{e=d.createElement('script');e.type='module';e.src=tag.getAttribute('src')}" +
  "e.crossOrigin='anonymous';d.head.appendChild(e)}}" +
  // After the next frame is drawn; the timer covers a tab in the background, where frames wait.
  'function painted(){w.requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,250)}' +
  "function ready(){var img=d.querySelector('img[fetchpriority=high]');if(!img||img.complete){painted();return}" +
  "img.addEventListener('load',painted);img.addEventListener('error',painted);setTimeout(painted,3000)}" +
  "if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',ready);else ready()})()";
