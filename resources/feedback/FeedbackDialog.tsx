import { useState } from 'react';
import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  InputLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useScreenTexts } from '../../src/console/i18n/useScreenTexts';
import type { ModalBody } from '../../src/console/modals/ModalContext';
import { FEEDBACK_CATEGORIES, type FeedbackCategory } from './declaration';
import { useFeedbackCalls } from './feedbackMethods';
import { feedbackErrors, MAX_FEEDBACK_LENGTH } from './feedbackRules';

/**
 * The Feedback dialog of the user menu (spec 001 §2 "feedback and feedback thanks", §5, §9): a category, a
 * description of at most 500 characters, and for kudos only the permission to share (No by default). Sent, it
 * thanks the user; the server's field errors show under their fields.
 */
export const FeedbackDialog: ModalBody = ({ close }) => {
  const t = useScreenTexts('feedback');
  const calls = useFeedbackCalls();
  const [category, setCategory] = useState<FeedbackCategory | ''>('');
  const [feedbackText, setFeedbackText] = useState('');
  const [share, setShare] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<'editing' | 'sending' | 'sent' | 'failed'>('editing');

  const submit = async () => {
    const found = feedbackErrors({ category, feedbackText });
    setErrors(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(`errors.${key}`)])));
    if (Object.keys(found).length) return;
    setState('sending');
    try {
      await calls.sendFeedback({
        category: category as FeedbackCategory,
        feedbackText,
        permissionToShare: category === 'KUDOS' && share,
      });
      setState('sent');
    } catch (error) {
      const body = (error as { body?: { errors?: { field: string; detail: string }[] } }).body;
      if (body?.errors?.length) setErrors(Object.fromEntries(body.errors.map((e) => [e.field, e.detail])));
      setState(body?.errors?.length ? 'editing' : 'failed');
    }
  };

  if (state === 'sent') {
    return (
      <>
        <DialogTitle>{t('thanks.title')}</DialogTitle>
        <DialogContent>
          <Typography>{t('thanks.body')}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('close')}</Button>
        </DialogActions>
      </>
    );
  }
  return (
    <>
      <DialogTitle>{t('title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1, minWidth: { sm: 420 } }}>
          {state === 'failed' && <Alert severity="error">{t('failed')}</Alert>}
          <FormControl fullWidth required error={!!errors.category}>
            <InputLabel id="feedback-category">{t('category')}</InputLabel>
            <Select
              labelId="feedback-category"
              label={t('category')}
              value={category}
              onChange={(event) => setCategory(event.target.value as FeedbackCategory)}
            >
              {FEEDBACK_CATEGORIES.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`categories.${value}`)}
                </MenuItem>
              ))}
            </Select>
            {errors.category && <FormHelperText>{errors.category}</FormHelperText>}
          </FormControl>
          <TextField
            label={t('description')}
            required
            multiline
            minRows={4}
            value={feedbackText}
            onChange={(event) => setFeedbackText(event.target.value)}
            error={!!errors.feedbackText}
            helperText={errors.feedbackText ?? t('remaining', { count: MAX_FEEDBACK_LENGTH - feedbackText.length })}
          />
          {category === 'KUDOS' && (
            <FormControl>
              <FormLabel id="feedback-share">{t('share')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="feedback-share"
                value={share ? 'yes' : 'no'}
                onChange={(event) => setShare(event.target.value === 'yes')}
              >
                <FormControlLabel value="yes" control={<Radio />} label={t('yes')} />
                <FormControlLabel value="no" control={<Radio />} label={t('no')} />
              </RadioGroup>
            </FormControl>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={state === 'sending'}>
          {t('send')}
        </Button>
      </DialogActions>
    </>
  );
};
