// Spanish: the dictation controls (microphone button, level and time, its messages) and read aloud, beside the
// composer, the quick-ask and every answer (renderer/src/voice/).
export const voiceUi = {
  voiceUi: {
    dictate: 'Dictar',
    dictateHint:
      'Dictar (o mantén pulsado {{keys}} mientras hablas; púlsalo una vez para empezar y otra para terminar)',
    stopDictation: 'Detener y transcribir',
    dictation: 'Dictado',
    recording: 'Grabando',
    level: 'Nivel del micrófono',
    elapsed: 'Tiempo grabado',
    escToCancel: 'Esc cancela',
    transcribing: 'Transcribiendo…',
    cancelled: 'Dictado cancelado. No se envió nada.',
    noMicrophone: 'No se encontró ningún micrófono. Conecta uno y vuelve a intentarlo.',
    permissionRefused:
      'Hearth no tiene permiso para usar el micrófono. Permítelo en la configuración de privacidad del sistema y vuelve a intentarlo.',
    microphoneFailed: 'No se pudo iniciar el micrófono. Vuelve a intentarlo.',
    notSetUp: 'El dictado necesita un servidor de transcripción: elige uno en Ajustes → Voz.',
    serverError: 'El servidor de transcripción falló: {{error}}',
    emptyTranscript: 'No se reconoció ninguna voz. Vuelve a intentarlo un poco más cerca del micrófono.',
    notKept: 'La transcripción llegó, pero no se pudo guardar la grabación.',
    readAloud: 'Leer en voz alta',
    stopReading: 'Dejar de leer',
    preparingSpeech: 'Preparando la voz…',
    speechFailed: 'No se pudo leer la respuesta en voz alta: {{error}}',
  },
};
