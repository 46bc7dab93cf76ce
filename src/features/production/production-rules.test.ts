import { describe, expect, it } from 'vitest';
import { printFileName, printSourceOf, productionState, type ArtworkCandidate, type ProofCandidate } from './production-rules.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 2, minute));
const proof = (id: string, linePosition: number | null, status: string, minute: number): ProofCandidate => ({ id, linePosition, status, releasedAt: status === 'released' ? at(minute) : null, createdAt: at(minute) });
const file = (id: string, linePosition: number | null, contentType: string, seq: number): ArtworkCandidate => ({ id, linePosition, contentType, seq });

describe('printSourceOf: what a line is printed from', () => {
  it("takes the line's latest released automatic proof", () => {
    const proofs = [proof('old', 0, 'released', 1), proof('new', 0, 'released', 5), proof('ready', 0, 'ready', 9), proof('other-line', 1, 'released', 9)];
    expect(printSourceOf(0, 2, proofs, [file('png', 0, 'image/png', 3)])).toEqual({ kind: 'proof', proofId: 'new' });
  });

  it("without one, the line's latest artwork if it is a PNG or JPEG", () => {
    expect(printSourceOf(1, 2, [proof('replaced', 1, 'replaced', 1)], [file('a', 1, 'image/png', 1), file('b', 1, 'image/jpeg', 2)])).toEqual({ kind: 'artwork', orderFileId: 'b' });
    expect(printSourceOf(1, 2, [], [file('a', 1, 'image/png', 1), file('b', 1, 'application/pdf', 2)])).toEqual({ kind: 'by-hand' });
    expect(printSourceOf(0, 2, [], [])).toEqual({ kind: 'by-hand' });
  });

  it("counts the whole order's files (no line) for a one-line order only", () => {
    expect(printSourceOf(0, 1, [proof('whole', null, 'released', 1)], [])).toEqual({ kind: 'proof', proofId: 'whole' });
    expect(printSourceOf(0, 2, [proof('whole', null, 'released', 1)], [file('w', null, 'image/png', 1)])).toEqual({ kind: 'by-hand' });
  });
});

describe('productionState', () => {
  it('is ready once the print PDF and the job sheet are stored, by hand without a source', () => {
    expect(productionState({ kind: 'proof', proofId: 'p' }, new Set(['print', 'job-sheet']))).toBe('ready');
    expect(productionState({ kind: 'proof', proofId: 'p' }, new Set(['print']))).toBe('being_made');
    expect(productionState({ kind: 'by-hand' }, new Set(['job-sheet']))).toBe('by_hand');
  });

  it('names files by order, 1-based line and kind', () => {
    expect(printFileName('S261126-ABCD1234', 1, 'print')).toBe('S261126-ABCD1234-L1-print.pdf');
  });
});
