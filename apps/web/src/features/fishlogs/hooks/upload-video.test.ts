import { AppError, messages } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../api/client';
import { uploadVideo } from './upload-video';

vi.mock('../../../api/client', () => ({ apiRequest: vi.fn() }));

const KEY = 'uploads/me/clip.mp4';
const steps: string[] = [];

/** A PUT that reports all its bytes sent, then succeeds. */
class SentXhr {
  status = 200;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  open(method: string) {
    steps.push(method);
  }
  setRequestHeader() {}
  send() {
    this.upload.onprogress?.({ lengthComputable: true, loaded: 10, total: 10 });
    this.onload?.();
  }
  abort() {
    steps.push('abort PUT');
  }
}

/** A PUT that reports half its bytes sent, then waits (a slow connection) until aborted. */
class HalfSentXhr extends SentXhr {
  override send() {
    this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
  }
}

function serve(finish: () => Promise<unknown>, Xhr: typeof SentXhr = SentXhr) {
  vi.stubGlobal('XMLHttpRequest', Xhr);
  vi.mocked(apiRequest).mockImplementation(async (path: string) => {
    steps.push(path);
    if (path === '/media/uploads') {
      return { key: KEY, uploadUrl: '/media/x', method: 'PUT', headers: {}, expiresAt: '' };
    }
    return finish();
  });
}

const mp4 = () =>
  new File([new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0])], 'a.mp4', {
    type: 'video/mp4',
  });

afterEach(() => {
  steps.length = 0;
  vi.unstubAllGlobals();
  vi.mocked(apiRequest).mockReset();
});

describe('uploadVideo', () => {
  it('finishes the upload once every byte is sent, saying it is processing in between', async () => {
    serve(async () => ({ key: KEY }));
    const onProgress = vi.fn((percent: number) => steps.push(`${percent}%`));
    const key = await uploadVideo(mp4(), { onProgress, onProcessing: () => steps.push('processing') });
    expect(key).toBe(KEY);
    expect(steps).toEqual(['/media/uploads', 'PUT', '100%', 'processing', '/media/uploads/finish']);
    expect(apiRequest).toHaveBeenLastCalledWith('/media/uploads/finish', {
      method: 'POST',
      body: { key: KEY },
      signal: undefined,
    });
  });

  it('fails with the server’s refusal of the file', async () => {
    serve(async () => {
      throw new AppError('VALIDATION', { key: 'fileMustBeVideo' });
    });
    await expect(uploadVideo(mp4(), { onProgress: () => undefined })).rejects.toThrow(
      messages.fileMustBeVideo,
    );
  });

  it('cancelled while its bytes are sent: the PUT is aborted and the upload never finished', async () => {
    serve(async () => ({ key: KEY }), HalfSentXhr);
    const controller = new AbortController();
    const onProcessing = vi.fn();
    const upload = uploadVideo(mp4(), {
      onProgress: (percent) => {
        steps.push(`${percent}%`);
        if (percent === 50) controller.abort();
      },
      onProcessing,
      signal: controller.signal,
    });
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(steps).toEqual(['/media/uploads', 'PUT', '50%', 'abort PUT']);
    expect(onProcessing).not.toHaveBeenCalled();
  });

  it('cancelled while it is processing: answers no key, even when the finish answers after', async () => {
    let answerFinish!: (finished: unknown) => void;
    serve(() => new Promise((resolve) => (answerFinish = resolve)));
    const controller = new AbortController();
    const upload = uploadVideo(mp4(), { onProgress: () => undefined, signal: controller.signal });
    await vi.waitFor(() => expect(steps).toContain('/media/uploads/finish'));
    expect(apiRequest).toHaveBeenLastCalledWith(
      '/media/uploads/finish',
      expect.objectContaining({ signal: controller.signal }),
    );
    controller.abort();
    answerFinish({ key: KEY });
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
  });
});
