import { Select } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderElement } from '../test/render';

function Picker() {
  const [value, setValue] = useState<string | null>('Inches');
  return (
    <>
      <Select label="Lengths in" data={['Centimetres', 'Inches']} value={value} onChange={setValue} />
      <output aria-label="Chosen">{value ?? 'nothing'}</output>
    </>
  );
}

describe('the theme', () => {
  it('keeps a select’s value when its chosen option is picked again', async () => {
    renderElement(<Picker />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Lengths in' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inches', hidden: true }));
    expect(screen.getByLabelText('Chosen')).toHaveTextContent('Inches');
    expect(screen.getByRole('combobox', { name: 'Lengths in' })).toHaveValue('Inches');
  });
});
