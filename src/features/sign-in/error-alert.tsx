import { Alert } from '@chakra-ui/react';

/** The alert area of the sign-in screens: the server's message (billing-account §4, §8). */
export function ErrorAlert({ title, message }: { title: string; message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
