import type { Notifier } from '@locus/resources';
import { action, makeObservable, observable } from 'mobx';
import { bulkPhotoGate, type BulkPhotoLocation } from '../model/bulk-gating.js';

/**
 * Bulk Add Photos from the dashboard's location selection (F5-036, F5-037, F6-025): the gate decides whether
 * the modal opens; its upload is a PhotoUploadStore registering the photo for every selected location.
 */
export class BulkAddPhotosStore {
  isOpen = false;
  /** The blocking message shown in place of the modal (F5-036), until dismissed. */
  blocked: string | null = null;
  locationIds: number[] = [];
  private readonly notifier: Notifier;

  constructor(notifier: Notifier) {
    this.notifier = notifier;
    makeObservable(this, { isOpen: observable, blocked: observable, locationIds: observable, request: action, close: action });
  }

  /** The Bulk Add Photos action on the selected locations: opens the modal, or says why not. */
  request(selected: readonly (BulkPhotoLocation & { id: number })[]): boolean {
    const gate = bulkPhotoGate(selected);
    if (gate.kind === 'blocked') {
      this.blocked = gate.message;
      return false;
    }
    if (gate.kind === 'notice') {
      this.notifier.alert(gate.message, undefined, { durationMs: gate.durationMs });
      return false;
    }
    this.locationIds = selected.map((l) => l.id);
    this.blocked = null;
    this.isOpen = true;
    return true;
  }

  close(): void {
    this.isOpen = false;
    this.blocked = null;
  }
}
