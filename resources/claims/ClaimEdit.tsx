import { CircularProgress, Typography } from '@mui/material';
import { useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ClaimFormPage } from './ClaimFormPage';

/** An existing claim, opened with the form version it was answered under. */
export function ClaimEdit() {
  const { id } = useParams();
  const { data, error, isPending } = useGetOne('claims', { id: id as string }, { gcTime: 0 });
  if (isPending) return <CircularProgress aria-label="Loading" />;
  if (error || !data)
    return <Typography color="error">This record does not exist, or you do not have access to it.</Typography>;
  return <ClaimFormPage key={String(data.id)} record={data as never} />;
}
