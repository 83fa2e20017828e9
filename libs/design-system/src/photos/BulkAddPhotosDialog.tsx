import { AddPhotosDialog, type AddPhotosDialogProps } from './AddPhotosDialog.js';

export interface BulkAddPhotosDialogProps extends Omit<AddPhotosDialogProps, 'title' | 'destination'> {
  /** How many selected locations the photo goes to. */
  locationCount: number;
}

/** Bulk Add Photos (F2-037): the add-photos wizard naming itself and the selected locations it sends to. */
export function BulkAddPhotosDialog({ locationCount, ...props }: BulkAddPhotosDialogProps) {
  const destination =
    locationCount === 1 ? "The photo goes to the selected location's Google listing." : `The photo goes to the Google listings of the ${locationCount} selected locations.`;
  return <AddPhotosDialog {...props} title="Bulk Add Photos" destination={destination} />;
}
