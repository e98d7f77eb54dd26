interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * The Prometheus text format, read strictly: every line is a comment (`# HELP`, `# TYPE`) or one
 * sample, `name{label="value",…} number`; anything else fails the test.
 */
export function parsePrometheus(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a Prometheus sample: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[pair[1]!] = pair[2]!;
    // The format's numbers, and its NaN and infinities (an event-loop mean before any sample is NaN).
    const text = match[3]!;
    if (!/^(?:[-+]?\d+(?:\.\d+)?(?:e[-+]?\d+)?|nan|[-+]inf)$/i.test(text))
      throw new Error(`not a number: ${line}`);
    const value = /^nan$/i.test(text)
      ? NaN
      : /inf$/i.test(text)
        ? Number(`${text[0]}Infinity`)
        : Number(text);
    samples.push({ name: match[1]!, labels, value });
  }
  return samples;
}

/** The value of the first sample of `name` with these labels (and maybe others). */
export const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.find(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;
