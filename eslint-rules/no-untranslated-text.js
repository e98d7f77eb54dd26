// A user-visible string written into JSX bypasses the catalogues (issue 19): text between tags, and
// the attributes people read or hear (labels, titles, placeholders, alt text). Words that are the
// same in every language (the brand) are allowed by name; punctuation and numbers pass.
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'alt',
  'title',
  'label',
  'placeholder',
  'description',
  'error',
]);
const hasWords = (text) => /\p{L}/u.test(text);

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'JSX text and read attributes come from the catalogues (useT), not literals' },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      text: 'User-visible text "{{text}}" is not translated: put it in the feature\'s locales and read it with useT().',
    },
  },
  create(context) {
    const allowed = new Set(context.options[0]?.allow ?? []);
    const report = (node, raw) => {
      const text = raw.trim().replace(/\s+/g, ' ');
      if (!hasWords(text) || allowed.has(text)) return;
      context.report({ node, messageId: 'text', data: { text: text.slice(0, 40) } });
    };
    return {
      JSXText: (node) => report(node, node.value),
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!READ_ATTRIBUTES.has(name) || !node.value) return;
        if (node.value.type === 'Literal' && typeof node.value.value === 'string')
          report(node.value, node.value.value);
        const inner = node.value.type === 'JSXExpressionContainer' ? node.value.expression : null;
        if (inner?.type === 'Literal' && typeof inner.value === 'string') report(inner, inner.value);
        if (inner?.type === 'TemplateLiteral')
          for (const quasi of inner.quasis) report(quasi, quasi.value.cooked ?? '');
      },
    };
  },
};
