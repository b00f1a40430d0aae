import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { NewAccountState, PickedCompany } from '../create/newAccountState';
import { useLookupCalls, type FoundCompany } from './lookupMethods';
import { useDebounced } from './useDebounced';
import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';

const text = 'resources.accountActions.lookup';

/** The picked company as the new-account form's selected mode fills it in (its cbid kept). */
const pickedOf = (company: FoundCompany): PickedCompany =>
  Object.fromEntries(
    Object.entries({
      cbid: company.cbid,
      name: company.name,
      address1: company.address1,
      city: company.city,
      state: company.state,
      zipCode: company.zipCode,
      phone: company.phone,
      country: company.country,
    }).filter(([, value]) => value !== null),
  );

/**
 * `/{persona}/manage/account/lookup` (spec 001 §2): the companies whose name matches what the new-account form
 * searched for, 10 rows, looked up again 200 ms after the name is changed here. Select takes a company back to
 * the form in selected mode; "Add as New Account" goes back with the typed values and no cbid.
 */
export function AccountLookupPage() {
  useScreenTexts('accountActions');
  const translate = useTranslate();
  const navigate = useNavigate();
  const basename = useBasename();
  const search = ((useLocation().state ?? {}) as NewAccountState).search ?? {};
  const [name, setName] = useState(search.name ?? '');
  const typed = useDebounced(name.trim());
  const calls = useLookupCalls();
  const found = useQuery({
    queryKey: ['accounts', 'lookup', typed, search.state],
    queryFn: ({ signal }) => calls.lookupCompanies(typed, search.state, signal),
    enabled: typed !== '',
  });
  const back = (state: NewAccountState) => navigate(`${basename}/accounts/create`, { state });

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(`${text}.title`)}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ mb: 2 }} alignItems="center">
          <TextField
            label={translate(`${text}.name`)}
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoFocus
          />
          {search.state && (
            <Typography color="text.secondary">{translate(`${text}.inState`, { state: search.state })}</Typography>
          )}
        </Stack>
        {found.error && <Alert severity="error">{(found.error as Error).message}</Alert>}
        {found.data && found.data.length === 0 && <Typography sx={{ mb: 2 }}>{translate(`${text}.none`)}</Typography>}
        {found.data && found.data.length > 0 && (
          <Table size="small" aria-label={translate(`${text}.results`)}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${text}.columns.name`)}</TableCell>
                <TableCell>{translate(`${text}.columns.address`)}</TableCell>
                <TableCell>{translate(`${text}.columns.city`)}</TableCell>
                <TableCell>{translate(`${text}.columns.state`)}</TableCell>
                <TableCell>{translate(`${text}.columns.zipCode`)}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {found.data.map((company) => (
                <TableRow key={company.cbid}>
                  <TableCell>{company.name}</TableCell>
                  <TableCell>{company.address1}</TableCell>
                  <TableCell>{company.city}</TableCell>
                  <TableCell>{company.state}</TableCell>
                  <TableCell>{company.zipCode}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      aria-label={translate(`${text}.selectCompany`, { name: company.name })}
                      onClick={() => back({ search, selected: pickedOf(company) })}
                    >
                      {translate(`${text}.select`)}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Box sx={{ mt: 2, display: 'flex', gap: 1 }}>
          <Button onClick={() => back({ search: { ...search, name } })}>{translate(`${text}.backToSearch`)}</Button>
          <Button
            variant="outlined"
            disabled={!name.trim()}
            onClick={() => back({ search, selected: { ...search, name: name.trim() } })}
          >
            {translate(`${text}.addNew`)}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
