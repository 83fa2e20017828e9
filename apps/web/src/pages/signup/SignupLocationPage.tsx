import { SignupForm } from './SignupForm';

export default function SignupLocationPage() {
  return <SignupForm withLocation />;
}
