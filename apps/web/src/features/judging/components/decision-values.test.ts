import { messages, type EvidenceItem } from '@tightlines/domain';
import { describe, expect, it } from 'vitest';
import { localizedResolver } from '../../../ui/localized-resolver';
import { pendingCatch } from '../test/judging-fixtures';
import {
  changedFields,
  decisionFormSchema,
  decisionValuesOf,
  toDecisionInput,
  type DecisionValues,
} from './decision-values';

const CHECKLIST: EvidenceItem[] = ['anglerOnRod', 'leaderTouched', 'released'];
const rules = { checklist: CHECKLIST, maxPoints: 500 };

const undecided = () => decisionValuesOf(pendingCatch().decision);
const released = (change: Partial<DecisionValues> = {}): DecisionValues => ({
  ...undecided(),
  released: true,
  evidence: [...CHECKLIST],
  ...change,
});

/** The messages the form shows at each field, for these values (English, as the tests run). */
function issues(values: DecisionValues) {
  return localizedResolver(decisionFormSchema(rules))(values);
}

describe('decisionValuesOf', () => {
  it('proposes the rule set’s points for a catch nobody decided, species correct and empty numbers', () => {
    expect(undecided()).toMatchObject({
      version: 0,
      released: null,
      speciesCorrect: true,
      length: '',
      weight: '',
      points: 100,
      overrideNote: '',
      refusalReason: '',
    });
  });

  it('keeps a decided catch’s own points, a refusal’s 0 included', () => {
    const refused = pendingCatch().decision;
    const values = decisionValuesOf({ ...refused, released: false, points: 0, refusalReason: 'No leader' });
    expect(values).toMatchObject({ released: false, points: 0, refusalReason: 'No leader' });
  });
});

describe('toDecisionInput', () => {
  it('sends a release with its numbers, empty ones as null, and the note trimmed', () => {
    const input = toDecisionInput(released({ length: 182.5, points: 250, overrideNote: '  glare  ' }));
    expect(input).toMatchObject({
      version: 0,
      released: true,
      length: 182.5,
      weight: null,
      points: 250,
      overrideNote: 'glare',
      refusalReason: null,
    });
  });

  it('sends a refusal with 0 points and its reason, whatever the points field held', () => {
    const input = toDecisionInput(released({ released: false, points: 250, refusalReason: ' No leader ' }));
    expect(input).toMatchObject({ released: false, points: 0, refusalReason: 'No leader' });
  });
});

describe('changedFields', () => {
  it('names the fields a draft changed, the evidence whatever its order', () => {
    const saved = released();
    expect(changedFields({ ...saved, evidence: [...CHECKLIST].reverse() }, saved)).toEqual([]);
    expect(changedFields({ ...saved, released: false, refusalReason: 'No leader' }, saved)).toEqual([
      'released',
      'refusalReason',
    ]);
  });
});

describe('decisionFormSchema', () => {
  it('asks for a choice, then takes a release with every item of the checklist', () => {
    expect(issues(undecided())).toMatchObject({ released: messages.completeRequiredFields });
    expect(issues(released())).toEqual({});
  });

  it('asks a release with evidence missing for a note, and a refusal for its reason', () => {
    expect(issues(released({ evidence: ['anglerOnRod'] }))).toEqual({
      overrideNote: messages.judgingOverrideNoteRequired,
    });
    expect(issues(released({ evidence: ['anglerOnRod'], overrideNote: 'Seen from the boat' }))).toEqual({});
    expect(issues(released({ released: false }))).toEqual({
      refusalReason: messages.judgingRefusalReasonRequired,
    });
  });

  it('refuses points over the rule set’s maximum', () => {
    expect(issues(released({ points: 501 }))).toEqual({
      points: 'Please enter a number no greater than 500',
    });
    expect(issues(released({ points: 500 }))).toEqual({});
  });
});
