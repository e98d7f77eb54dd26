import type { RuleSetSeed } from '../types';
import { igfaModifiedRuleSet } from './igfa-modified';
import { igfaStrictRuleSet } from './igfa-strict';
import { jungleRulesRuleSet } from './jungle-rules';

export { igfaModifiedRuleSet, igfaStrictRuleSet, jungleRulesRuleSet };

/** The tournament rule sets, from strictest to most informal. */
export const ruleSetsSeed: RuleSetSeed[] = [igfaStrictRuleSet, igfaModifiedRuleSet, jungleRulesRuleSet];
