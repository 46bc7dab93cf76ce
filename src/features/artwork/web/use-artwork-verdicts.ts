/**
 * The preflight verdict of each chosen file at the target's size (preflight-in-browser.ts), read
 * as soon as the files are chosen and again when the target changes (another item of the order):
 * 'checking' while a file is read, then its verdict (undefined when none could be had).
 */
import { useEffect, useRef, useState } from 'react';
import type { PrintTarget } from '../preflight-rules.js';
import { preflightInBrowser } from './preflight-in-browser.js';
import type { VerdictState } from './PreflightVerdict.js';

const targetKey = (target: PrintTarget | null): string =>
  target === null ? 'none' : [target.product_id, target.cutting_id, target.shape_id, target.width_mm, target.height_mm].join(':');

export function useArtworkVerdicts(files: readonly File[], target: PrintTarget | null): ReadonlyMap<File, VerdictState> {
  const key = targetKey(target);
  const [judged, setJudged] = useState<{ key: string; verdicts: ReadonlyMap<File, VerdictState> }>({ key, verdicts: new Map() });
  // The target each file was last sent to be judged at, so a file is read once per target.
  const started = useRef(new WeakMap<File, string>());

  useEffect(() => {
    const waiting = files.filter((file) => started.current.get(file) !== key);
    if (waiting.length === 0) return;
    for (const file of waiting) started.current.set(file, key);
    setJudged((state) => {
      const verdicts = new Map(state.key === key ? state.verdicts : []);
      for (const file of waiting) verdicts.set(file, 'checking');
      return { key, verdicts };
    });
    for (const file of waiting) {
      void preflightInBrowser(file, target).then((verdict) =>
        // A verdict for a target no longer chosen is dropped.
        setJudged((state) => (state.key === key ? { key, verdicts: new Map(state.verdicts).set(file, verdict) } : state)),
      );
    }
  }, [files, key, target]);

  return judged.key === key ? judged.verdicts : new Map();
}
