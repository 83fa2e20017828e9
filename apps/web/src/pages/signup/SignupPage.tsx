import { SignupForm } from './SignupForm';

export default function SignupPage() {
  return <SignupForm withLocation={false} />;
}
