import { EmailConfirmation } from '@locus/design-system';
import { createEmailConfirmationApi, EmailConfirmationStore, useEmailConfirmation } from '@locus/settings';
import { useParams, useNavigate } from 'react-router';
import { usePageStore } from '../../app/use-page-store';
import { PublicCard } from '../../ui/PublicCard';

/** /confirm-email/:token, the link e-mailed to a new address: confirms it on the user's click. */
export default function EmailConfirmationPage() {
  const token = useParams()['token'] ?? '';
  const store = usePageStore((root) => new EmailConfirmationStore(createEmailConfirmationApi(root.publicClient), token), token);
  return <PublicCard title="Confirm your e-mail address">{store ? <Confirmation store={store} /> : null}</PublicCard>;
}

function Confirmation({ store }: { store: EmailConfirmationStore }) {
  const navigate = useNavigate();
  const view = useEmailConfirmation(store);
  return (
    <EmailConfirmation
      status={view.status}
      message={view.message}
      onConfirm={view.onConfirm}
      continueHref="/login"
      continueLabel="Go to sign in"
      onNavigate={(href) => void navigate(href)}
    />
  );
}
