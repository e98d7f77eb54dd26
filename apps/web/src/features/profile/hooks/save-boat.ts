import { useMutation } from '@tanstack/react-query';
import type { Boat, BoatInput, MotorInput, PropellerModelInput } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { uploadPicture } from '../../../api/upload-picture';

export interface BoatDraft {
  boat: Omit<BoatInput, 'motorUUID' | 'modelUUID' | 'motor' | 'model' | 'pictureUrl'>;
  motor: MotorInput;
  model: PropellerModelInput;
  /** A new picture to upload, null to remove the current one, undefined to keep it. */
  picture: Blob | null | undefined;
}

/**
 * Saves a boat with its motor and propeller model in one request (spec §7): the server writes the
 * three in one transaction, so a refused boat leaves no motor or model behind, and an edit changes
 * all three or none. The form validated everything before, with the same rules, so a refusal here
 * is the server's word (shown as it is, the form left intact). `signal` cancels the picture's
 * upload (the form closed while it went up): the boat is then not saved.
 */
export async function saveBoat(draft: BoatDraft, existing?: Boat, signal?: AbortSignal): Promise<Boat> {
  const pictureUrl = draft.picture ? await uploadPicture(draft.picture, { signal }) : draft.picture;
  const body = { ...draft.boat, motor: draft.motor, model: draft.model, pictureUrl };
  if (!existing) return apiRequest<Boat>('/boats', { method: 'POST', body });
  return apiRequest<Boat>(`/boats/${encodeURIComponent(existing.boatUUID)}`, { method: 'PUT', body });
}

export function useSaveBoat(existing?: Boat) {
  return useMutation({
    mutationFn: ({ draft, signal }: { draft: BoatDraft; signal?: AbortSignal }) =>
      saveBoat(draft, existing, signal),
    meta: { changes: ['boats'] },
  });
}

export function useDeleteBoat() {
  return useMutation({
    mutationFn: (boat: Boat) =>
      apiRequest<null>(`/boats/${encodeURIComponent(boat.boatUUID)}`, { method: 'DELETE' }),
    meta: { changes: ['boats'] },
  });
}
