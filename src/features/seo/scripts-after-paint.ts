/**
 * A page rendered on the server reads before any script runs (issue 24). Its scripts only make it
 * interactive, so they load after its first paint: at the end of the page, one small inline script
 * waits for the first frame, then adds the entry module and the modules the page needs first
 * (the route's chunks, otherwise named by <link rel="modulepreload"> in the head).
 *
 * Why: a phone on a slow link would otherwise fetch about 150 KB of script alongside the
 * stylesheets and the product picture, and paint later by that much. With the scripts asked for
 * after the first frame, the stylesheets and the picture have the link to themselves. On a fast
 * link the scripts start one frame later, a few milliseconds. A page in a background tab (no
 * frames until it is shown) loads them at once.
 *
 * The script is inline, so the page costs no extra request before its scripts; the
 * Content-Security-Policy allows exactly this text by its hash (START_SCRIPTS_CSP_SOURCE) and no
 * other inline script. It reads what to load from its own data-entry and data-modules attributes
 * (render-head.ts writes the tag).
 */
import { createHash } from 'node:crypto';

/** Runs in the browser as written: plain JavaScript, no build step. */
export const START_SCRIPTS = [
  '(function(){',
  'var s=document.currentScript,d=document;',
  'function load(){',
  's.dataset.modules.split(" ").forEach(function(href){if(!href)return;var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=href;d.head.appendChild(l)});',
  'var e=d.createElement("script");e.type="module";e.crossOrigin="";e.src=s.dataset.entry;d.head.appendChild(e)',
  '}',
  // The frame's callback runs just before the first paint; the timeout's task, just after it.
  'if(d.visibilityState==="visible")requestAnimationFrame(function(){setTimeout(load)});else load()',
  '})()',
].join('');

/** The Content-Security-Policy source that allows this one inline script (script-src). */
export const START_SCRIPTS_CSP_SOURCE = `'sha256-${createHash('sha256').update(START_SCRIPTS).digest('base64')}'`;
