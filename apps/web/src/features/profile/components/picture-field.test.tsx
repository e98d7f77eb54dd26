import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../../test/render';
import type * as pictures from '../../../api/upload-picture';
import { preparePicture } from '../../../api/upload-picture';
import { PictureField } from './picture-field';

vi.mock('../../../api/upload-picture', async (importOriginal) => ({
  ...(await importOriginal<typeof pictures>()),
  preparePicture: vi.fn(),
}));

/** Pictures being checked and shrunk, held by file name until the test answers them, in any order. */
function heldPreparations() {
  const held = new Map<string, (picture: Blob) => void>();
  vi.mocked(preparePicture).mockImplementation(
    (file) => new Promise<Blob>((resolve) => held.set(file.name, resolve)),
  );
  return (name: string) => held.get(name)!;
}

const pick = (name: string) =>
  userEvent.upload(
    document.querySelector<HTMLInputElement>('input[type="file"]')!,
    new File(['png'], name, { type: 'image/png' }),
  );
const flushPromises = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:picture');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.mocked(preparePicture).mockReset());

describe('PictureField', () => {
  it('keeps only the newest choice: picture B chosen while A is prepared wins, even when A is ready last', async () => {
    const prepared = heldPreparations();
    const onChange = vi.fn();
    const onBusyChange = vi.fn();
    renderElement(
      <PictureField
        label="Picture"
        currentUrl={null}
        value={undefined}
        onChange={onChange}
        onBusyChange={onBusyChange}
      />,
    );
    await pick('a.png');
    await pick('b.png');
    const b = new Blob(['b'], { type: 'image/png' });
    act(() => prepared('b.png')(b));
    await flushPromises();
    act(() => prepared('a.png')(new Blob(['a'], { type: 'image/png' })));
    await flushPromises();

    expect(onChange.mock.calls).toEqual([[b]]);
    // Save was held while either was being prepared, and is released once, for good.
    expect(onBusyChange.mock.calls.at(-1)).toEqual([false]);
    expect(onBusyChange.mock.calls.reduce((count, [busy]) => count + (busy ? 1 : -1), 0)).toBe(0);
  });
});
