// A food's picture in the admin's form: the one it has, or the file chosen; sent after the food is saved.
import { useTranslation } from '@/client/lib/use-translation';
import { PictureField as FormPicture } from '@/client/components/ui/picture-field';
import { pictureUrl } from '../api/resources';

interface PictureFieldProps {
  imagePath: string | null;
  file: File | null;
  error?: string;
  onFile(file: File | null): void;
}

export function PictureField({ imagePath, file, error, onFile }: PictureFieldProps) {
  const { t } = useTranslation('admin');
  return (
    <FormPicture
      shape="food"
      current={pictureUrl(imagePath)}
      file={file}
      onFile={onFile}
      error={error}
      label={t('picture.label')}
      hint={t('picture.hint')}
      choose={t('picture.choose')}
      alt={t('picture.preview')}
    />
  );
}
