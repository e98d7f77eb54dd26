// Errors carry keys, not text (issue 33): a message the server sends is a key of the catalogue
// (packages/domain/src/messages.ts), which each client shows in its user's language. A literal
// sentence given as a message (an AppError's, a zod refusal's, an envelope's, a sign-in error's)
// would reach users in English whatever their language.
const MESSAGE_PROPERTIES = new Set(['message', 'error_description']);
const hasWords = (text) => /\p{L}{2,}/u.test(text);

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Messages the server sends are catalogue keys, never literal text' },
    schema: [],
    messages: {
      literal:
        'Literal message "{{text}}": add it to packages/domain/src/messages.ts (and both languages) and give its key.',
    },
  },
  create(context) {
    const report = (node, text) => {
      if (hasWords(text)) context.report({ node, messageId: 'literal', data: { text: text.slice(0, 40) } });
    };
    const check = (value) => {
      if (value.type === 'Literal' && typeof value.value === 'string') report(value, value.value);
      if (value.type === 'TemplateLiteral')
        report(value, value.quasis.map((quasi) => quasi.value.cooked ?? '').join('…'));
      if (value.type === 'ConditionalExpression') {
        check(value.consequent);
        check(value.alternate);
      }
    };
    return {
      Property(node) {
        const name = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if (!node.computed && MESSAGE_PROPERTIES.has(name)) check(node.value);
      },
    };
  },
};
