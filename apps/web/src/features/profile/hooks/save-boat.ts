import { useMutation } from '@tanstack/react-query';
import type {
  Boat,
  BoatInput,
  Motor,
  MotorInput,
  PropellerModel,
  PropellerModelInput,
} from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { uploadPicture } from './upload-picture';

export interface BoatDraft {
  boat: Omit<BoatInput, 'motorUUID' | 'modelUUID' | 'pictureUrl'>;
  motor: MotorInput;
  model: PropellerModelInput;
  /** A new picture to upload, null to remove the current one, undefined to keep it. */
  picture: Blob | null | undefined;
}

/**
 * Saves a boat with its motor and propeller model (spec §7): a new boat creates its motor and
 * model first; an edit updates the boat's own. The form validated everything before, with the
 * same rules, so a refusal here is the server's word (shown as it is, the form left intact).
 */
export async function saveBoat(draft: BoatDraft, existing?: Boat): Promise<Boat> {
  const pictureUrl = draft.picture ? await uploadPicture(draft.picture) : draft.picture;
  if (!existing) {
    const motor = await apiRequest<Motor>('/motors', { method: 'POST', body: draft.motor });
    const model = await apiRequest<PropellerModel>('/models', { method: 'POST', body: draft.model });
    return apiRequest<Boat>('/boats', {
      method: 'POST',
      body: { ...draft.boat, motorUUID: motor.motorUUID, modelUUID: model.modelUUID, pictureUrl },
    });
  }
  const id = encodeURIComponent(existing.boatUUID);
  await apiRequest(`/motors/${encodeURIComponent(existing.motorUUID)}`, { method: 'PUT', body: draft.motor });
  await apiRequest(`/boats/${id}/model`, { method: 'PUT', body: draft.model });
  return apiRequest<Boat>(`/boats/${id}`, {
    method: 'PUT',
    body: { ...draft.boat, motorUUID: existing.motorUUID, modelUUID: existing.modelUUID, pictureUrl },
  });
}

export function useSaveBoat(existing?: Boat) {
  return useMutation({
    mutationFn: (draft: BoatDraft) => saveBoat(draft, existing),
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
