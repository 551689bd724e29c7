export const pagePlaceholderMessages = {
  message: (productName?: string) =>
    productName
      ? `Esta sección de ${productName} estará disponible muy pronto.`
      : 'Esta sección estará disponible muy pronto.',
};
