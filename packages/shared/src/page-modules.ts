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
 *
 * "Painted" is the browser's own report where it gives one: the photograph's
 * Element Timing entry (it carries `elementtiming`; Chromium). A frame
 * callback alone fires before the frame that shows a just-decoded photograph
 * is on screen, so the scripts went out before the photograph was seen.
 * Without Element Timing, it is the frame after the photograph is decoded.
 * No report comes for a photograph that is not drawn (a tab in the
 * background, below the fold): then 1 s after it loaded. A photograph that
 * failed to load waits for nothing. The Content-Security-Policy allows
 * exactly this text, by its SHA-256.
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
  'function frame(){w.requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,250)}' +
  'function painted(img){var P=w.PerformanceObserver;' +
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('element')>=0){" +
  'var o=new P(function(list){var es=list.getEntries();for(var i=0;i<es.length;i++)if(es[i].element===img){o.disconnect();setTimeout(load,0)}});' +
  "o.observe({type:'element',buffered:true});setTimeout(load,1000);return}" +
  'if(img.decode)img.decode().then(frame,frame);else frame()}' +
  "function ready(){setTimeout(load,3000);var img=d.querySelector('img[fetchpriority=high]');if(!img){frame();return}" +
  'if(img.complete){if(img.naturalWidth)painted(img);else frame();return}' +
  "img.addEventListener('load',function(){painted(img)});img.addEventListener('error',frame)}" +
  "if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',ready);else ready()})()";
